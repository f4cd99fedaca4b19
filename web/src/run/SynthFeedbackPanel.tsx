import styled from '@emotion/styled';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SynthFeedbackPanel_synth$key } from '../__generated__/SynthFeedbackPanel_synth.graphql';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { useResetSynthFeedbackMutation } from '../mutations/useResetSynthFeedbackMutation';
import { errorMessage } from '../relay/errors';
import { toast } from '../toast';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  p {
    margin: 0;
    flex: 1 1 260px;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(4)};
`;

/** What the count means: how many ratings, and whether they change what is kept yet. */
function feedbackSummary(f: { liked: number; disliked: number; total: number; neededToLearn: number }): string {
  if (f.total === 0)
    return 'No feedback yet. Rate articles with More like this or Less like this, and from 10 ratings on your synth learns what you want.';
  const counts = `${f.total} rating${f.total === 1 ? '' : 's'} (${f.liked} more like this, ${f.disliked} less like this).`;
  return f.neededToLearn > 0
    ? `${counts} ${f.neededToLearn} more and your synth starts learning from them.`
    : `${counts} Your synth uses them to choose what to keep.`;
}

/** The synth's feedback count on the run page, with a reset that asks first. `onReset` rereads the page. */
export function SynthFeedbackPanel({ synth, onReset }: { synth: SynthFeedbackPanel_synth$key; onReset?: () => void }) {
  const data = useFragment(
    graphql`
      fragment SynthFeedbackPanel_synth on Synth {
        id
        feedback {
          liked
          disliked
          total
          neededToLearn
        }
      }
    `,
    synth,
  );
  const [reset, resetting] = useResetSynthFeedbackMutation();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await reset(data.id);
      setAsking(false);
      toast({
        title: 'Feedback reset',
        description: 'Your synth forgot every rating and keeps articles by its topics alone.',
      });
      onReset?.();
    } catch (err) {
      toast({ title: 'Feedback not reset', description: errorMessage(err), variant: 'destructive' });
    }
  };
  return (
    <Row data-testid="synth-feedback">
      <p>{feedbackSummary(data.feedback)}</p>
      {data.feedback.total > 0 && (
        <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
          Reset feedback
        </Button>
      )}
      {asking && (
        <Modal title="Reset feedback?" onClose={() => setAsking(false)}>
          <p>
            Your synth will forget all {data.feedback.total} ratings and choose articles by its topics alone. This
            cannot be undone.
          </p>
          <Actions>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={resetting} onClick={() => void confirm()}>
              {resetting ? 'Resetting…' : 'Reset feedback'}
            </Button>
          </Actions>
        </Modal>
      )}
    </Row>
  );
}
