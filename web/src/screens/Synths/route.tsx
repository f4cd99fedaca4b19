// /synths: preloads SynthsQuery from the route, before the screen renders.
import { Banner } from '../../components/Banner';
import { queryRoute } from '../../relay/preloadedRoute';
import { Page, Synths, SynthsQueryDef, SYNTHS_TEXT } from './Synths';

function Loading() {
  return (
    <Page>
      <header>
        <h1>{SYNTHS_TEXT.title}</h1>
      </header>
      <p role="status">{SYNTHS_TEXT.loading}</p>
    </Page>
  );
}

export const { loader, Component } = queryRoute(SynthsQueryDef, Synths, <Loading />);

/** A failed list shows no synths and the exact load-failure banner users see. */
export function ErrorBoundary() {
  return (
    <Page>
      <header>
        <h1>{SYNTHS_TEXT.title}</h1>
      </header>
      <Banner tone="danger" role="alert">
        {SYNTHS_TEXT.loadFailed}
      </Banner>
      <p className="empty">{SYNTHS_TEXT.empty}</p>
    </Page>
  );
}
