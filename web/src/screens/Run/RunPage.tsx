import styled from '@emotion/styled';
import { useCallback } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { RunPageQuery } from '../../__generated__/RunPageQuery.graphql';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { FeedHealthList } from '../../components/FeedHealthList';
import { SectionCard } from '../../components/SectionCard';
import { PageColumn } from '../../layout/PageColumn';
import { RunFacts } from '../../run/RunFacts';
import { DigestFrame } from './DigestFrame';
import { PostEditor } from './PostEditor';
import { PublicArchiveControl } from './PublicArchiveControl';
import { ChannelOutcomes } from './ChannelOutcomes';
import { RunArticles } from './RunArticles';
import { RunCarousel } from './RunCarousel';
import { RunLeftOut } from './RunLeftOut';
import { SynthFeedbackPanel } from '../../run/SynthFeedbackPanel';
import { RunLog } from './RunLog';
import { useLiveRun } from './useLiveRun';
import { isFinished } from '../../synth/runStatus';

/** The run page's one query: the run (null when it is not the viewer's) with every section's fragment. */
export const RunPageQueryDef = graphql`
  query RunPageQuery($id: ID!) {
    ...PublishPost_connections
    node(id: $id) {
      __typename
      ... on SynthRun {
        id
        status
        synthName
        articles {
          link
        }
        posts {
          id
          ...PostEditor_post
        }
        synth {
          ...FeedHealthList_synth
          ...SynthFeedbackPanel_synth
        }
        ...RunFacts_run
        ...RunLog_run
        ...DigestFrame_run
        ...PublicArchiveControl_run
        ...ChannelOutcomes_run
        ...RunArticles_run
        ...RunLeftOut_run
        ...RunCarousel_run
      }
    }
  }
`;

export const RUN_TEXT = {
  loading: 'Loading the run...',
  notFound: 'This run does not exist, or it is not yours.',
  loadFailed: 'Unable to load this run. Please try refreshing the page.',
  noPosts: 'This run wrote no posts.',
};

const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  ${(p) => p.theme.breakpoints.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
  > div {
    display: grid;
    gap: ${(p) => p.theme.space(6)};
    min-width: 0;
  }
`;

export function RunPage({ queryRef, id }: { queryRef: PreloadedQuery<RunPageQuery>; id: string }) {
  const data = usePreloadedQuery(RunPageQueryDef, queryRef);
  const environment = useRelayEnvironment();
  // Each live event about this run reloads the page's query: log, counts, status, then the results.
  const readRun = useCallback(
    () =>
      fetchQuery<RunPageQuery>(environment, RunPageQueryDef, { id }, { fetchPolicy: 'network-only' })
        .toPromise()
        .catch((err) => console.error('Run refresh failed', err)),
    [environment, id],
  );
  const run = data.node?.__typename === 'SynthRun' ? data.node : null;
  // A run that is not the viewer's has nothing to follow.
  useLiveRun(id, !run || isFinished(run.status), readRun);
  if (!run) {
    return (
      <PageColumn>
        <h1>Run not found</h1>
        <p>{RUN_TEXT.notFound}</p>
        <ButtonLink to="/runs">All runs</ButtonLink>
      </PageColumn>
    );
  }
  const articleLink = run.articles.find((a) => a.link)?.link ?? null;
  const finished = isFinished(run.status);
  return (
    <PageColumn width={1280}>
      <h1>{run.synthName}: run</h1>
      <Card>
        <RunFacts run={run} />
      </Card>
      <Columns>
        <div>
          <SectionCard title="Posts" subtitle="Edit, copy or share; saved edits are shown next time.">
            {run.posts.length === 0 ? (
              <p>{RUN_TEXT.noPosts}</p>
            ) : (
              run.posts.map((p) => (
                <PostEditor key={p.id} post={p} articleLink={articleLink} canEdit={finished} connections={data} />
              ))
            )}
          </SectionCard>
          <RunCarousel run={run} />
          <RunArticles run={run} />
          {run.synth && (
            <SectionCard title="Your feedback" subtitle="What your synth has learned from your ratings.">
              <SynthFeedbackPanel synth={run.synth} onReset={() => void readRun()} />
            </SectionCard>
          )}
          <RunLeftOut run={run} />
          {run.synth && (
            <SectionCard title="Feeds" subtitle="Each feed's last fetch, and why it failed.">
              <FeedHealthList synth={run.synth} />
            </SectionCard>
          )}
          <RunLog run={run} />
        </div>
        <div>
          <PublicArchiveControl run={run} />
          <ChannelOutcomes run={run} />
          <DigestFrame run={run} />
        </div>
      </Columns>
    </PageColumn>
  );
}
