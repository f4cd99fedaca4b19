// The LinkedIn-shaped and X-shaped stand-ins, for `npm start`, the integration and browser tests.
export { startFakeLinkedIn, LINKEDIN_STAND_IN_CLIENT } from './linkedin.mjs';
export { startFakeX, X_STAND_IN_CLIENT } from './x.mjs';
