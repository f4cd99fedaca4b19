// /synths: preloads SynthsQuery from the route, before the screen renders.
import { PageLoadFailed, PageLoading } from '../../layout/PageStates';
import { queryRoute } from '../../relay/preloadedRoute';
import { Page, Synths, SynthsQueryDef, SYNTHS_TEXT } from './Synths';

const heading = (
  <header>
    <h1>{SYNTHS_TEXT.title}</h1>
  </header>
);

export const { loader, Component } = queryRoute(
  SynthsQueryDef,
  Synths,
  <PageLoading Frame={Page} heading={heading} text={SYNTHS_TEXT.loading} />,
);

/** A failed list shows no synths and the exact load-failure banner users see. */
export function ErrorBoundary() {
  return (
    <PageLoadFailed Frame={Page} heading={heading} text={SYNTHS_TEXT.loadFailed}>
      <p className="empty">{SYNTHS_TEXT.empty}</p>
    </PageLoadFailed>
  );
}
