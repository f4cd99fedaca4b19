// The LinkedIn-shaped and X-shaped stand-ins, for `npm start`, the integration and browser tests.
export { startFakeLinkedIn } from './linkedin.mjs';
export { startFakeX } from './x.mjs';
