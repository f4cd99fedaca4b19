// The GraphQL explorer page (explorer.html): GraphiQL bundled with the app so it works offline.
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetcher } from './fetcher';

const DEFAULT_QUERY = `# Signed-in requests use your session cookie: sign in to the app first.
query Me {
  viewer {
    user { displayName email subscriptionStatus trialDaysLeft features { maxRssFeeds } }
    synths(first: 1) { edges { node { id name status lastRunAt stats { articlesFetched articlesProcessed } } } }
  }
}
`;

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
