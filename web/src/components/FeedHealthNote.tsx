import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import {
  consecutiveFailuresText,
  feedFailureText,
  feedOutcomeText,
  type FeedFailureReason,
  type FeedFetchOutcome,
} from '@synth/core/pure';
import type { FeedHealthNote_feedHealth$key } from '../__generated__/FeedHealthNote_feedHealth.graphql';
import { formatDateTime } from '../lib/formatDate';
import { Banner } from './Banner';
import { Button } from './Button';

const Note = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
  p {
    margin: 0;
  }
  .failed {
    color: ${(p) => p.theme.colors.danger};
  }
  ul {
    margin: ${(p) => p.theme.space(1)} 0 0;
    padding-left: ${(p) => p.theme.space(4)};
    display: grid;
    gap: ${(p) => p.theme.space(1)};
  }
  li {
    overflow-wrap: anywhere;
  }
`;

/**
 * One feed's last fetch in plain words: when, what it gave, why it failed and for how many runs;
 * after three failed runs a warning with working catalogue feeds of the same category.
 * `onUseSuggestion` (the editor) offers to use a suggested feed instead.
 */
export function FeedHealthNote({
  feed,
  onUseSuggestion,
}: {
  feed: FeedHealthNote_feedHealth$key;
  onUseSuggestion?: (url: string) => void;
}) {
  const h = useFragment(
    graphql`
      fragment FeedHealthNote_feedHealth on FeedHealth {
        lastFetchedAt
        outcome
        itemCount
        reason
        httpStatus
        consecutiveFailures
        failingRepeatedly
        suggestions {
          id
          title
          url
        }
      }
    `,
    feed,
  );
  const outcome = h.outcome as FeedFetchOutcome | null;
  if (!h.lastFetchedAt && !outcome)
    return <Note data-testid="feed-health">Not fetched yet: the next run reads it.</Note>;
  const failed = outcome === 'failed';
  return (
    <Note data-testid="feed-health" data-outcome={outcome ?? 'none'}>
      <p className={failed ? 'failed' : undefined}>
        Last fetched {h.lastFetchedAt ? formatDateTime(h.lastFetchedAt) : 'never'}:{' '}
        {feedOutcomeText(outcome, h.itemCount)}
        {failed
          ? `. ${feedFailureText((h.reason ?? 'network') as FeedFailureReason, h.httpStatus)}${h.failingRepeatedly ? '' : ` ${consecutiveFailuresText(h.consecutiveFailures)}`}`
          : '.'}
      </p>
      {h.failingRepeatedly && (
        <Banner tone="warning" role="alert">
          This feed has failed {h.consecutiveFailures} runs in a row, so your digest gets nothing from it.
          {h.suggestions.length > 0
            ? ' Working feeds from the catalogue in the same category:'
            : ' Remove it, or pick another feed with Browse Categories.'}
          {h.suggestions.length > 0 && (
            <ul aria-label="Suggested feeds">
              {h.suggestions.map((s) => (
                <li key={s.id}>
                  <a href={s.url} target="_blank" rel="noreferrer noopener">
                    {s.title}
                  </a>{' '}
                  {onUseSuggestion && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onUseSuggestion(s.url)}
                      aria-label={`Use ${s.title} instead`}
                    >
                      Use instead
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Banner>
      )}
    </Note>
  );
}
