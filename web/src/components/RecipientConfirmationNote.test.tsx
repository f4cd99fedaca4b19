import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecipientConfirmationNoteTestQuery } from '../__generated__/RecipientConfirmationNoteTestQuery.graphql';
import { GraphQLRequestError } from '../relay/errors';
import { createMockEnvironment, MockPayloadGenerator } from '../test/mockEnvironment';
import { renderApp, resetRenderedApp } from '../test/render';
import { RecipientConfirmationNote } from './RecipientConfirmationNote';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(resetRenderedApp);

const query = graphql`
  query RecipientConfirmationNoteTestQuery @relay_test_operation {
    viewer {
      synths(first: 1) {
        edges {
          node {
            ...RecipientConfirmationNote_synth
          }
        }
      }
    }
  }
`;

function Host({ formEmail }: { formEmail: string }) {
  const data = useLazyLoadQuery<RecipientConfirmationNoteTestQuery>(query, {});
  return <RecipientConfirmationNote synth={data.viewer.synths.edges[0].node} formEmail={formEmail} />;
}

const SYNTH_ID = 'U3ludGg6MQ==';

const SENT = '2026-11-26T09:00:00.000Z';

function renderNote(
  synth: { recipientEmail: string | null; recipientStatus: string | null; recipientConfirmationSentAt?: string | null },
  formEmail = synth.recipientEmail ?? '',
) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, { Synth: () => ({ id: SYNTH_ID, recipientConfirmationSentAt: SENT, ...synth }) }),
  );
  renderApp(<Host formEmail={formEmail} />, { environment });
  return environment;
}

describe('the recipient confirmation note', () => {
  it('says the saved recipient is waiting for confirmation, and Resend asks the server for another email', async () => {
    const environment = renderNote({ recipientEmail: 'ana@example.com', recipientStatus: 'pending' });
    const note = screen.getByTestId('recipient-confirmation');
    expect(note.textContent).toContain('Waiting for confirmation');
    expect(note.textContent).toContain(
      'We emailed ana@example.com a link. No digest is sent to this address until it is confirmed.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe('useResendRecipientConfirmationMutation');
    expect(op.request.variables).toEqual({ synthId: SYNTH_ID });
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () =>
      environment.mock.resolve(op, {
        data: {
          resendRecipientConfirmation: {
            id: SYNTH_ID,
            recipientEmail: 'ana@example.com',
            recipientStatus: 'pending',
            recipientConfirmationSentAt: SENT,
          },
        },
      }),
    );
    await screen.findByText('Confirmation email sent');
    screen.getByText('We sent ana@example.com a new confirmation link.');
    screen.getByRole('button', { name: 'Resend' });
  });

  it('does not claim an email went out when none has, and points to Resend', () => {
    renderNote({ recipientEmail: 'ana@example.com', recipientStatus: 'pending', recipientConfirmationSentAt: null });
    const note = screen.getByTestId('recipient-confirmation');
    expect(note.textContent).toContain('Waiting for confirmation');
    expect(note.textContent).toContain(
      'No digest is sent to ana@example.com until it is confirmed. Press Resend to email the confirmation link.',
    );
    expect(note.textContent).not.toContain('We emailed');
  });

  it("shows the server's reason when the resend is refused", async () => {
    const environment = renderNote({ recipientEmail: 'ana@example.com', recipientStatus: 'pending' });
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    const reason =
      'Your account has already sent 3 confirmation emails in the last 24 hours, the most your plan allows. Try again tomorrow.';
    await act(async () =>
      environment.mock.reject(
        environment.mock.getMostRecentOperation(),
        new GraphQLRequestError(reason, { code: 'DAILY_CAP_REACHED' }),
      ),
    );
    await screen.findByText('Confirmation email not sent');
    screen.getByText(reason);
  });

  it('disappears once the recipient confirmed, and while the form holds an address not saved yet', () => {
    renderNote({ recipientEmail: 'ana@example.com', recipientStatus: 'confirmed' });
    expect(screen.queryByTestId('recipient-confirmation')).toBeNull();
    resetRenderedApp();
    renderNote({ recipientEmail: 'ana@example.com', recipientStatus: 'pending' }, 'someone-else@example.com');
    expect(screen.queryByText('Waiting for confirmation')).toBeNull();
    resetRenderedApp();
    renderNote({ recipientEmail: 'Ana@Example.com', recipientStatus: 'pending' }, ' ana@example.com ');
    screen.getByText('Waiting for confirmation');
  });
});
