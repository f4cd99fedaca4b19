import styled from '@emotion/styled';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardQuery } from '../../__generated__/DashboardQuery.graphql';
import type { EditorCatalogQuery } from '../../__generated__/EditorCatalogQuery.graphql';
import type { Features } from '@synth/core/pure';
import { readSynthForm } from '../../synth/readSynthForm';
import { initialSynthState, synthReducer } from '../../synth/synthReducer';
import { SynthProvider } from '../../synth/SynthProvider';
import type { PlanLimits, SynthState, SynthSummary } from '../../synth/types';
import { useSynth } from '../../synth/useSynth';
import { planLabel } from '@synth/core/pure';
import { FALLBACK_FEATURES } from '../../subscription/features';
import { DashboardHeader } from './DashboardHeader';
import { EditorCatalogQueryDef } from './EditorCatalog';
import { LatestRunCard } from './LatestRunCard';
import type { Plan } from './plan';
import { QuickSynthCreator } from './QuickSynthCreator';
import { SynthEditor } from './SynthEditor';
import { ReconnectNotice } from '../ConnectedAccounts/ReconnectNotice';

export const DashboardQueryDef = graphql`
  query DashboardQuery {
    connectedAccounts {
      platform
      ...ReconnectNotice_connection
    }
    viewer {
      user {
        id
        email
        subscriptionStatus
        executionsUsed
        features {
          maxRssFeeds
          canUseEmail
          canUseRealWorldExamples
          canUseInternetSearch
          canUseLinkedIn
          canUseCustomPrompts
          canUseAISummaries
          canUseAIPosts
          canPublish
        }
        ...DashboardHeader_user
      }
      synths(first: 10) @connection(key: "Dashboard_synths") {
        edges {
          node {
            id
            name
            status
            stats {
              articlesFetched
              articlesFiltered
              articlesProcessed
              lastRun
            }
            ...readSynthForm_synth
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- SynthEditor renders the panel for the synth in the form
            ...SynthStatusPanel_synth
            ...LatestRunCard_synth
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- SynthEditor hands these to the feeds section and the summary
            ...RssFeedSources_synth
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- SynthEditor hands these to the feeds section and the summary
            ...ExecutionSummary_synth
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- SynthEditor shows the next digest under the status panel
            ...NextDigestLine_synth
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- SynthEditor hands it to the email section
            ...RecipientConfirmationNote_synth
          }
        }
      }
    }
  }
`;

type Data = DashboardQuery['response'];
type SynthNode = Data['viewer']['synths']['edges'][number]['node'];

const Page = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  max-width: 1280px;
  margin: 0 auto;
`;

type UserFeatures = NonNullable<Data['viewer']['user']>['features'];

/** The plan's features as a plain record (explicit, so each field's use is visible). */
const featuresOf = (f: UserFeatures): Features => ({
  maxRssFeeds: f.maxRssFeeds,
  canUseEmail: f.canUseEmail,
  canUseRealWorldExamples: f.canUseRealWorldExamples,
  canUseInternetSearch: f.canUseInternetSearch,
  canUseLinkedIn: f.canUseLinkedIn,
  canUseCustomPrompts: f.canUseCustomPrompts,
  canUseAISummaries: f.canUseAISummaries,
  canUseAIPosts: f.canUseAIPosts,
  canPublish: f.canPublish,
});

const limitsOf = (f: Features): PlanLimits => ({ maxRssFeeds: f.maxRssFeeds, canUseRealWorldExamples: f.canUseRealWorldExamples });
const summaries = (nodes: readonly SynthNode[]): SynthSummary[] => nodes.map((n) => ({ id: n.id, name: n.name, status: n.status }));

/** The editor starts on the last synth of the list, with plan limits applied. */
function initialState(nodes: readonly SynthNode[], features: Features, email: string | null): SynthState {
  let state = initialSynthState();
  state = synthReducer(state, { type: 'SET_LIST', synths: summaries(nodes) });
  const last = nodes.at(-1);
  if (last) {
    state = synthReducer(state, { type: 'SET_LAST_CREATED', synth: summaries([last])[0] });
    state = synthReducer(state, { type: 'LOAD_SYNTH', synth: readSynthForm(last), limits: limitsOf(features) });
    const { articlesFetched, articlesFiltered, articlesProcessed, lastRun } = last.stats;
    state = synthReducer(state, { type: 'SET_STATS', stats: { articlesFetched, articlesFiltered, articlesProcessed, lastRun: lastRun ?? null } });
  }
  if (!state.form.recipientEmail && email) state = synthReducer(state, { type: 'UPDATE_FIELD', field: 'recipientEmail', value: email });
  return state;
}

/** Keeps the list (and, for a new synth, the editor) in step with the store after saves. */
function ListSync({ nodes, limits }: { nodes: readonly SynthNode[]; limits: PlanLimits }) {
  const { state, dispatch } = useSynth();
  const ids = nodes.map((n) => n.id).join(',');
  // An Effect Event: it runs when the list of ids changes and reads the latest nodes, limits and
  // form then, without re-running for every stats update of the same synths.
  const syncList = useEffectEvent(() => {
    dispatch({ type: 'SET_LIST', synths: summaries(nodes) });
    const last = nodes.at(-1);
    dispatch({ type: 'SET_LAST_CREATED', synth: last ? summaries([last])[0] : null });
    // A synth created elsewhere (another tab) loads only when the editor holds no synth yet.
    if (last && !state.form.id) dispatch({ type: 'LOAD_SYNTH', synth: readSynthForm(last), limits });
  });
  useEffect(() => syncList(), [ids]);
  return null;
}

export function Dashboard({ queryRef, catalogRef }: { queryRef: PreloadedQuery<DashboardQuery>; catalogRef: PreloadedQuery<EditorCatalogQuery> }) {
  const data = usePreloadedQuery(DashboardQueryDef, queryRef);
  const catalog = usePreloadedQuery(EditorCatalogQueryDef, catalogRef);
  const user = data.viewer.user;
  const nodes = useMemo(() => data.viewer.synths.edges.map((e) => e.node), [data.viewer.synths.edges]);
  const features = user ? featuresOf(user.features) : FALLBACK_FEATURES;
  const [initial] = useState(() => initialState(nodes, features, user?.email ?? null));
  const plan: Plan = {
    status: user?.subscriptionStatus ?? 'trial',
    name: planLabel(user?.subscriptionStatus),
    features,
    executionsUsed: user?.executionsUsed ?? 0,
  };
  // The editor shows the last synth of the list; the latest-run card follows the same one.
  const latestSynth = nodes.at(-1) ?? null;
  const statusPanelSynth = useCallback((id: string | null) => nodes.find((n) => n.id === id) ?? null, [nodes]);

  return (
    <SynthProvider initialState={initial}>
      <ListSync nodes={nodes} limits={limitsOf(features)} />
      <Page>
        {user && <DashboardHeader user={user} />}
        {data.connectedAccounts.map((c) => <ReconnectNotice key={c.platform} connection={c} />)}
        {latestSynth && <LatestRunCard synth={latestSynth} />}
        <QuickSynthCreator plan={plan} />
        <SynthEditor plan={plan} catalog={catalog} statusPanelSynth={statusPanelSynth} />
      </Page>
    </SynthProvider>
  );
}
