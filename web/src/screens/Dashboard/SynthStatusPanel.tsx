import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SynthStatusPanel_run$key } from '../../__generated__/SynthStatusPanel_run.graphql';
import type { SynthStatusPanel_synth$key } from '../../__generated__/SynthStatusPanel_synth.graphql';
import { SectionCard } from '../../components/SectionCard';
import { formatDateTime } from '../../lib/formatDate';
import type { SynthStats } from '../../synth/types';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 120px), 1fr));
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  div {
    padding: ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.surfaceMuted};
    min-width: 0;
  }
  dt {
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-size: ${(p) => p.theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .when dd {
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const NO_RUN: SynthStats = { articlesFetched: 0, articlesFiltered: 0, articlesProcessed: 0, lastRun: null };

/**
 * Articles fetched, filtered, processed and the last run. A saved synth reads its record; an
 * unsaved one reads the record of its last preview run. synthUpdated keeps both current.
 */
export function SynthStatusPanel({
  synth,
  run,
  children,
}: {
  synth: SynthStatusPanel_synth$key | null;
  run: SynthStatusPanel_run$key | null;
  children?: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment SynthStatusPanel_synth on Synth {
        stats {
          articlesFetched
          articlesFiltered
          articlesProcessed
          lastRun
        }
      }
    `,
    synth,
  );
  const preview = useFragment(
    graphql`
      fragment SynthStatusPanel_run on SynthRun {
        articlesFetched
        articlesFiltered
        articlesProcessed
        finishedAt
      }
    `,
    run,
  );
  const stats = data?.stats ?? (preview ? { ...preview, lastRun: preview.finishedAt ?? null } : NO_RUN);
  return (
    <SectionCard title="Synth Status">
      <Stats aria-live="polite">
        <div>
          <dt>Articles fetched</dt>
          <dd>{stats.articlesFetched}</dd>
        </div>
        <div>
          <dt>Articles filtered</dt>
          <dd>{stats.articlesFiltered}</dd>
        </div>
        <div>
          <dt>Articles processed</dt>
          <dd>{stats.articlesProcessed}</dd>
        </div>
        <div className="when">
          <dt>Last run</dt>
          <dd>{stats.lastRun ? formatDateTime(stats.lastRun) : 'Never'}</dd>
        </div>
      </Stats>
      {children}
    </SectionCard>
  );
}
