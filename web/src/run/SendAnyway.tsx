import styled from '@emotion/styled';
import { Link, useNavigate } from 'react-router';
import { Button } from '../components/Button';
import { useSendStoryAnywayMutation } from '../mutations/useSendStoryAnywayMutation';
import { errorMessage } from '../relay/errors';
import { toast } from '../toast';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  .hint {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/**
 * Under a story a run held back as already sent: a link to the run whose digest sent it, and
 * "Send it anyway", which starts a new run now that includes the story, then opens that run.
 */
export function SendAnyway({
  runId,
  articleId,
  title,
  sentRunId,
}: {
  runId: string;
  articleId: string;
  title: string;
  sentRunId: string | null | undefined;
}) {
  const [sendAnyway, sending] = useSendStoryAnywayMutation();
  const navigate = useNavigate();
  const send = async () => {
    try {
      const { sendStoryAnyway: run } = await sendAnyway(runId, articleId);
      toast({
        title: 'Sending it anyway',
        description: 'A new run has started, and its digest will include this story.',
      });
      await navigate(`/runs/${encodeURIComponent(run.id)}`);
    } catch (err) {
      toast({ title: 'The story was not sent', description: errorMessage(err), variant: 'destructive' });
    }
  };
  return (
    <Row role="group" aria-label={`Already sent: ${title}`}>
      {sentRunId && <Link to={`/runs/${encodeURIComponent(sentRunId)}`}>Open the digest that sent it</Link>}
      <Button size="sm" variant="secondary" disabled={sending} onClick={() => void send()}>
        {sending ? 'Starting a run…' : 'Send it anyway'}
      </Button>
      <span className="hint">Starts a new run now whose digest includes this story.</span>
    </Row>
  );
}
