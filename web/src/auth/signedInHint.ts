import { SIGNED_IN_HINT_COOKIE } from '@synth/core/pure';

/** Drops a sign-in hint that outlived its session (expired or revoked), so later visits skip the check. */
export function clearSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
