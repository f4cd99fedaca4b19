// Local stand-ins that speak the same protocols as the production services, shared by `npm start`,
// the integration tests and the browser tests: one module per service under local-services/.
export { ROOT } from './paths.mjs';
export { spawnChild } from './local-services/children.mjs';
export { startPostgres } from './local-services/postgres.mjs';
export { startTemporal } from './local-services/temporal.mjs';
export { startAuthEmulator } from './local-services/auth-emulator.mjs';
export { startSes } from './local-services/ses.mjs';
export { startStripeMock } from './local-services/stripe-mock.mjs';
export { startChannelStandIns, startSocialStandIns, startWebSearchStandIn } from './local-services/stand-ins.mjs';
