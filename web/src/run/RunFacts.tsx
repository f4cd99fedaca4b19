import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import type { RunFacts_run$key } from '../__generated__/RunFacts_run.graphql';
import { Badge } from '../components/Badge';
import { formatInZone } from './formatInZone';
import {
  costLabel,
  emailOutcomeText,
  postComplianceText,
  STATUS_LABELS,
  STATUS_TONES,
  storiesSkippedText,
  summaryChecksText,
  TRIGGER_LABELS,
} from './runLabels';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 170px), 1fr));
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  margin: 0;
  dt {
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
  .wide {
    grid-column: 1 / -1;
  }
  .error dd {
    color: ${(p) => p.theme.colors.danger};
  }
`;

const Root = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
`;

/** A run's status, trigger, times (in the synth's time zone), counts, cost, post check, stories already sent, email outcome and error. */
export function RunFacts({ run, heading }: { run: RunFacts_run$key; heading?: React.ReactNode }) {
  const r = useFragment(
    graphql`
      fragment RunFacts_run on SynthRun {
        status
        trigger
        createdAt
        startedAt
        finishedAt
        timezone
        articlesFetched
        articlesFiltered
        articlesProcessed
        tokensUsed
        estimatedCostUsd
        postCompliance {
          passed
          total
        }
        storiesSkippedAsSent
        summaryChecks {
          checked
          rewritten
          replaced
        }
        error
        feedFailureSummary
        email {
          status
          recipient
          reason
        }
      }
    `,
    run,
  );
  const when = (v: string | null | undefined) => (v ? formatInZone(v, r.timezone) : '—');
  return (
    <Root>
      <Head>
        {heading}
        <Badge tone={STATUS_TONES[r.status] ?? 'neutral'}>{STATUS_LABELS[r.status] ?? r.status}</Badge>
        <Badge>{TRIGGER_LABELS[r.trigger] ?? r.trigger}</Badge>
      </Head>
      <Facts>
        <div>
          <dt>Started ({r.timezone})</dt>
          <dd>{when(r.startedAt ?? r.createdAt)}</dd>
        </div>
        <div>
          <dt>Finished</dt>
          <dd>{when(r.finishedAt)}</dd>
        </div>
        <div>
          <dt>Fetched / filtered / processed</dt>
          <dd>
            {r.articlesFetched} / {r.articlesFiltered} / {r.articlesProcessed}
          </dd>
        </div>
        <div>
          <dt>AI tokens · estimated cost</dt>
          <dd>
            {r.tokensUsed.toLocaleString('en-US')} · {costLabel(r.estimatedCostUsd)}
          </dd>
        </div>
        {r.postCompliance && (
          <div>
            <dt>Post check</dt>
            <dd>{postComplianceText(r.postCompliance.passed, r.postCompliance.total)}</dd>
          </div>
        )}
        {r.summaryChecks && (
          <div>
            <dt>Summary check</dt>
            <dd>
              {summaryChecksText({
                checked: r.summaryChecks.checked,
                rewritten: r.summaryChecks.rewritten,
                replaced: r.summaryChecks.replaced,
              })}
            </dd>
          </div>
        )}
        {r.storiesSkippedAsSent > 0 && (
          <div>
            <dt>Already sent</dt>
            <dd>{storiesSkippedText(r.storiesSkippedAsSent)}</dd>
          </div>
        )}
        <div className="wide">
          <dt>Email</dt>
          <dd>{emailOutcomeText({ status: r.email.status, recipient: r.email.recipient, reason: r.email.reason })}</dd>
        </div>
        {r.feedFailureSummary && (
          <div className="wide">
            <dt>Feeds</dt>
            <dd>{r.feedFailureSummary}</dd>
          </div>
        )}
        {r.error && (
          <div className="wide error">
            <dt>Error</dt>
            <dd>{r.error}</dd>
          </div>
        )}
      </Facts>
    </Root>
  );
}
