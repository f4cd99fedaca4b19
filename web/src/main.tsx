// The entry point: small on purpose. React and the app load only when the app starts; a signed-out
// visitor's landing page loads its own bundle instead (Preact in the build).
import landingBundle from 'virtual:landing-bundle';
import { SIGNED_IN_HINT_COOKIE } from '@synth/core/pure';
import { initSession } from './auth/probeSession';
import { startsWithLanding } from './screens/Landing/startsWithLanding';

const container = document.getElementById('root')!;
let takeDownLanding: (() => void) | undefined;
let appStarting = false;

/** The router, Relay and every screen; `path` is pushed first when leaving the standalone landing page. */
async function openApp(path?: string) {
  if (appStarting) return;
  appStarting = true;
  // Ask the server who is signed in while the app's code downloads.
  void initSession();
  const { startApp } = await import('./startApp');
  if (path) {
    window.history.pushState(null, '', path);
    window.scrollTo(0, 0);
  }
  startApp(container, takeDownLanding);
}

/** Resolves once the browser has painted the next frame (a frame callback runs just before it). */
function afterNextPaint() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

// Without the sign-in hint nobody is signed in here: the landing page shows at once, with neither a
// session check nor React, the router or Relay. In the built app its prerendered HTML is already on
// screen; the landing bundle (fetched early, index.html preloads it) takes it over after that first
// paint, so its work never delays it. Until then its links are plain links.
if (startsWithLanding(SIGNED_IN_HINT_COOKIE)) {
  void afterNextPaint()
    .then(() => import(/* @vite-ignore */ landingBundle))
    .then(({ mountLanding }: typeof import('./screens/Landing/mountLanding')) => {
      if (!appStarting) takeDownLanding = mountLanding(container, (path) => void openApp(path));
    });
} else {
  void openApp();
}
