// Connecting a test user's LinkedIn or X account the way a browser does: ask Synth for the
// authorize address, press Allow on the stand-in's page as `memberName`, and follow the redirect
// back to Synth's callback with the user's credentials.
export interface CallerOf {
  gql<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data?: T; errors?: { message: string }[] }>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/** The stand-in's authorize form posted as Allow; answers Synth's callback path (with code and state). */
export async function allowOnStandIn(authorizeUrl: string, memberName: string): Promise<string> {
  const url = new URL(authorizeUrl);
  const page = await fetch(url);
  if (!page.ok) throw new Error(`authorize page answered ${page.status}: ${await page.text()}`);
  const form = new URLSearchParams({
    ...Object.fromEntries(url.searchParams),
    member_name: memberName,
    decision: 'allow',
  });
  const res = await fetch(url.origin + url.pathname, { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(res.headers.get('location') ?? '');
  return back.pathname + back.search;
}

/** Connects and answers where Synth sent the browser afterwards (the settings page with its outcome). */
export async function connectAccount(
  c: CallerOf,
  platform: 'linkedin' | 'x',
  memberName = 'Alex Morgan',
): Promise<string> {
  const started = await c.gql<{ connectPlatform: string }>(
    'mutation($p: PublishingPlatform!) { connectPlatform(platform: $p) }',
    { p: platform },
  );
  if (!started.data) throw new Error(`connectPlatform failed: ${JSON.stringify(started.errors)}`);
  const callback = await allowOnStandIn(started.data.connectPlatform, memberName);
  const res = await c.fetch(callback, { redirect: 'manual' });
  return res.headers.get('location') ?? `HTTP ${res.status}`;
}
