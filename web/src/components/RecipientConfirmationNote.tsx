import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import type { RecipientConfirmationNote_synth$key } from '../__generated__/RecipientConfirmationNote_synth.graphql';
import { useResendRecipientConfirmationMutation } from '../mutations/useResendRecipientConfirmationMutation';
import { errorMessage } from '../relay/errors';
import { toast } from '../toast';
import { Button } from './Button';

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.warningSoft};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
  strong {
    display: block;
    color: ${(p) => p.theme.colors.warning};
  }
  /* The text takes the room; Resend stays beside it, and drops below only on a narrow screen. */
  p {
    margin: 0;
    flex: 1 1 240px;
  }
`;

/**
 * Under the recipient field of a saved synth: whether its recipient still has to confirm, with a
 * Resend button. Shown only while the form holds the saved address (`formEmail`); a changed
 * address is asked when the synth is saved.
 */
export function RecipientConfirmationNote({
  synth,
  formEmail,
}: {
  synth: RecipientConfirmationNote_synth$key;
  formEmail: string;
}) {
  const data = useFragment(
    graphql`
      fragment RecipientConfirmationNote_synth on Synth {
        id
        recipientEmail
        recipientStatus
        recipientConfirmationSentAt
      }
    `,
    synth,
  );
  const [resend, resending] = useResendRecipientConfirmationMutation();
  const saved = data.recipientEmail ?? '';
  if (data.recipientStatus !== 'pending' || saved.toLowerCase() !== formEmail.trim().toLowerCase()) return null;

  const onResend = async () => {
    try {
      await resend(data.id);
      toast({ title: 'Confirmation email sent', description: `We sent ${saved} a new confirmation link.` });
    } catch (err) {
      toast({ title: 'Confirmation email not sent', description: errorMessage(err), variant: 'destructive' });
    }
  };

  return (
    <Note role="status" data-testid="recipient-confirmation">
      <p>
        <strong>Waiting for confirmation</strong>
        {data.recipientConfirmationSentAt
          ? `We emailed ${saved} a link. No digest is sent to this address until it is confirmed.`
          : `No digest is sent to ${saved} until it is confirmed. Press Resend to email the confirmation link.`}
      </p>
      <Button type="button" variant="secondary" size="sm" onClick={() => void onResend()} disabled={resending}>
        {resending ? 'Sending…' : 'Resend'}
      </Button>
    </Note>
  );
}
