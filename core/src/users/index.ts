// The users part of the domain, as the API and the worker import it.
export * from './subscription-status';
export * from './user.entity';
export * from './user.service';
// Logout's record of revoked sessions, read by every API process.
export { markTokensRevoked, tokensRevokedAtMs } from './user.repository';
export { checkUserProfile } from './user-profile.check';
