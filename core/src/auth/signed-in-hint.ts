// Shared by the API (sets and clears it) and the SPA (reads it). Kept free of imports so the web
// bundle can include this file as it is.

/**
 * A readable, non-secret cookie set beside the httpOnly session cookie, with the same lifetime.
 * It only tells the SPA that a session may exist, so a visitor without it gets the landing page at
 * once instead of waiting for a session check. It never authenticates anything: the server reads
 * only the session cookie or a bearer token.
 */
export const SIGNED_IN_HINT_COOKIE = 'synth_signed_in';
