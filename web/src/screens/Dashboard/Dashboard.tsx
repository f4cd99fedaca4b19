import styled from '@emotion/styled';
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardQuery } from '../../__generated__/DashboardQuery.graphql';
import type { EditorCatalogQuery } from '../../__generated__/EditorCatalogQuery.graphql';
import type { Features } from '@synth/core/pure';
import { readSynthForm } from '../../synth/readSynthForm';
import { initialSynthState, synthReducer } from '../../synth/synthReducer';
import { SynthProvider } from '../../synth/SynthProvider';
import type { PlanLimits, SynthState } from '../../synth/types';
import { planLabel } from '@synth/core/pure';
import { FALLBACK_FEATURES } from '../../billing/features';
import { DashboardHeader } from './DashboardHeader';
import { EditorCatalogQueryDef } from './EditorCatalog';
import { LatestRunCard } from './LatestRunCard';
import { PostFiguresChart } from './PostFiguresChart';
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
    ...PostFiguresChart_query
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
      # An account has one synth; the connection is where createSynth appends it.
      synths(first: 1) @connection(key: "Dashboard_synths") {
        edges {
          node {
            # eslint-disable-next-line relay/unused-fields -- SynthEditor compares it with the form's synth
            id
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
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- SynthEditor hands it to the public page section
            ...PublicEditionSettings_synth
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- SynthEditor hands it to the delivery channels section
            ...DeliveryChannelsSettings_synth
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

const limitsOf = (f: Features): PlanLimits => ({
  maxRssFeeds: f.maxRssFeeds,
  canUseRealWorldExamples: f.canUseRealWorldExamples,
});

/** The editor starts on the account's synth, with plan limits applied; a new one is addressed to the viewer. */
function initialState(synth: SynthNode | null, features: Features, email: string | null): SynthState {
  let state = initialSynthState();
  if (synth)
    state = synthReducer(state, { type: 'LOAD_SYNTH', synth: readSynthForm(synth), limits: limitsOf(features) });
  if (!state.form.recipientEmail && email)
    state = synthReducer(state, { type: 'UPDATE_FIELD', field: 'recipientEmail', value: email });
  return state;
}

export function Dashboard({
  queryRef,
  catalogRef,
}: {
  queryRef: PreloadedQuery<DashboardQuery>;
  catalogRef: PreloadedQuery<EditorCatalogQuery>;
}) {
  const data = usePreloadedQuery(DashboardQueryDef, queryRef);
  const catalog = usePreloadedQuery(EditorCatalogQueryDef, catalogRef);
  const user = data.viewer.user;
  const synth = data.viewer.synths.edges[0]?.node ?? null;
  const features = user ? featuresOf(user.features) : FALLBACK_FEATURES;
  const [initial] = useState(() => initialState(synth, features, user?.email ?? null));
  const plan: Plan = {
    status: user?.subscriptionStatus ?? 'trial',
    name: planLabel(user?.subscriptionStatus),
    features,
    executionsUsed: user?.executionsUsed ?? 0,
  };

  return (
    <SynthProvider initialState={initial}>
      <Page>
        {user && <DashboardHeader user={user} />}
        {data.connectedAccounts.map((c) => (
          <ReconnectNotice key={c.platform} connection={c} />
        ))}
        {synth && <LatestRunCard synth={synth} />}
        <PostFiguresChart query={data} />
        <QuickSynthCreator plan={plan} />
        <SynthEditor plan={plan} catalog={catalog} synth={synth} />
      </Page>
    </SynthProvider>
  );
}
