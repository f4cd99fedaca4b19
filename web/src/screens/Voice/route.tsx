// /settings/voice: preloads VoiceQuery from the route, before the screen renders.
import { PageLoadFailed, PageLoading } from '../../layout/PageStates';
import { queryRoute } from '../../relay/preloadedRoute';
import { Voice, VOICE_TEXT, VoiceQueryDef } from './Voice';

const heading = <h1>{VOICE_TEXT.title}</h1>;

export const { loader, Component } = queryRoute(
  VoiceQueryDef,
  Voice,
  <PageLoading heading={heading} text={VOICE_TEXT.loading} />,
);

export function ErrorBoundary() {
  return <PageLoadFailed heading={heading} text={VOICE_TEXT.loadFailed} />;
}
