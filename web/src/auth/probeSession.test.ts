import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../api/types';
import { json } from '../test/fetchMock';
import { probeSession } from './probeSession';

const ada: SessionUser = {
  id: 'u1',
  firebaseUid: 'uid-1',
  displayName: 'Ada',
  email: 'ada@example.com',
  photoUrl: null,
  onboarded: true,
  subscriptionStatus: 'trial',
};

const hasSignedInHint = () => document.cookie.includes('synth_signed_in=1');

/** Answers the probe with `res` and hands the Response back, to see whether its body was read. */
function answer(res: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => res),
  );
  return res;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'synth_signed_in=; Max-Age=0; Path=/';
});

describe('probeSession', () => {
  it('returns the user the server names and keeps the sign-in hint', async () => {
    document.cookie = 'synth_signed_in=1; Path=/';
    const res = answer(json({ data: { session: { user: ada } } }));
    expect(await probeSession()).toEqual(ada);
    expect(res.bodyUsed).toBe(true);
    expect(hasSignedInHint()).toBe(true);
  });

  it('reads the body of a 401 too (an unread body keeps the request open) and drops the stale hint', async () => {
    document.cookie = 'synth_signed_in=1; Path=/';
    const res = answer(
      json({ errors: [{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }] }, 401),
    );
    expect(await probeSession()).toBeNull();
    expect(res.bodyUsed).toBe(true);
    expect(hasSignedInHint()).toBe(false);
  });

  it('a server answering "nobody" drops the hint; a server error keeps it for the next visit', async () => {
    document.cookie = 'synth_signed_in=1; Path=/';
    answer(new Response('down', { status: 503 }));
    expect(await probeSession()).toBeNull();
    expect(hasSignedInHint()).toBe(true);

    answer(json({ data: { session: { user: null } } }));
    expect(await probeSession()).toBeNull();
    expect(hasSignedInHint()).toBe(false);
  });
});
