// The social stand-ins, for `npm start`, the integration and browser tests.
export { startFakeBluesky, WRONG_APP_PASSWORD } from './bluesky.mjs';
export { startFakeLinkedIn } from './linkedin.mjs';
export { startFakeMastodon } from './mastodon.mjs';
export { startFakeThreads } from './threads.mjs';
export { startFakeX } from './x.mjs';
