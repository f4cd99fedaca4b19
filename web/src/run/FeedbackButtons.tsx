import styled from '@emotion/styled';
import { useRateRunArticleMutation, type ArticleFeedback } from '../mutations/useRateRunArticleMutation';
import { errorMessage } from '../relay/errors';
import { toast } from '../toast';
import { Button } from '../components/Button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(2)};
`;

const LABEL: Record<'more' | 'less', string> = { more: 'More like this', less: 'Less like this' };

/**
 * "More like this" / "Less like this" on one of a run's articles (or only "Include stories like
 * this" on one it left out). The chosen one stays pressed; pressing the other changes the choice.
 */
export function FeedbackButtons({
  runId,
  articleId,
  title,
  current,
  includeOnly = false,
}: {
  runId: string;
  articleId: string;
  title: string;
  current: ArticleFeedback | null | undefined;
  includeOnly?: boolean;
}) {
  const [rate, rating] = useRateRunArticleMutation();
  const choose = async (feedback: 'more' | 'less') => {
    try {
      await rate(runId, articleId, feedback);
    } catch (err) {
      toast({ title: 'Your choice was not recorded', description: errorMessage(err), variant: 'destructive' });
    }
  };
  const choices: ('more' | 'less')[] = includeOnly ? ['more'] : ['more', 'less'];
  return (
    <Row role="group" aria-label={`Feedback on ${title}`}>
      {choices.map((choice) => (
        <Button
          key={choice}
          size="sm"
          variant={current === choice ? 'primary' : 'secondary'}
          aria-pressed={current === choice}
          disabled={rating}
          onClick={() => void choose(choice)}
        >
          {includeOnly
            ? current === 'more'
              ? 'Included: stories like this'
              : 'Include stories like this'
            : LABEL[choice]}
        </Button>
      ))}
    </Row>
  );
}
