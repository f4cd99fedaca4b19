import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { ConnectedAccountsQuery } from '../../__generated__/ConnectedAccountsQuery.graphql';
import { Banner } from '../../components/Banner';
import { PageColumn } from '../../layout/PageColumn';
import { PlatformConnectionCard } from './PlatformConnectionCard';
import { AutoPublishSettings } from './AutoPublishSettings';
import { connectionOutcome } from './connectionOutcome';
import { PUBLISHING_PLATFORMS } from '@synth/core/pure';

export const ConnectedAccountsQueryDef = graphql`
  query ConnectedAccountsQuery {
    viewer {
      ...AutoPublishSettings_viewer
    }
    connectedAccounts {
      platform
      ...PlatformConnectionCard_connection
    }
  }
`;

/** "LinkedIn and X", "LinkedIn, X and Bluesky". */
const listOf = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

export const CONNECTED_ACCOUNTS_TEXT = {
  title: 'Connected accounts',
  intro: `Connect ${listOf(PUBLISHING_PLATFORMS.map((p) => p.label))} to publish a run's posts from Synth. Synth keeps the keys encrypted, never shows them, and deletes them when you disconnect.`,
  loading: 'Loading your connected accounts...',
  loadFailed: 'Unable to load your connected accounts. Please try refreshing the page.',
};

export function ConnectedAccounts({ queryRef }: { queryRef: PreloadedQuery<ConnectedAccountsQuery> }) {
  const data = usePreloadedQuery(ConnectedAccountsQueryDef, queryRef);
  const [params] = useSearchParams();
  const outcome = connectionOutcome(params.get('platform'), params.get('outcome'));
  return (
    <PageColumn>
      <h1>{CONNECTED_ACCOUNTS_TEXT.title}</h1>
      <p>{CONNECTED_ACCOUNTS_TEXT.intro}</p>
      {outcome && (
        <Banner tone={outcome.tone} role="status">
          {outcome.message}
        </Banner>
      )}
      {data.connectedAccounts.map((c) => (
        <PlatformConnectionCard key={c.platform} connection={c} />
      ))}
      <AutoPublishSettings viewer={data.viewer} />
    </PageColumn>
  );
}
