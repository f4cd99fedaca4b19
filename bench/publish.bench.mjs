// Publish benchmark: a signed-in user connected to the LinkedIn stand-in presses "Publish now" on
// 50 run posts, one after another, through the web app's own mutation (usePublishRunPostMutation,
// as Relay compiled it) against the built API and worker. Each sample is the time from sending the
// request (the click) to the stand-in holding the post; prints p50 and p95 and the machine's load.
// Rate limits are off, so every publish goes through. Asserts nothing.
//   npm run bench:publish
import os from 'node:os';
import {
  appEnv,
  benchDir,
  connectDb,
  runBench,
  spawnWorker,
  startApi,
  startFakeAi,
  startServices,
} from './lib/stack.mjs';
import { relayOperationText, signIn } from './lib/signed-in.mjs';
import { startAuthEmulator } from '../scripts/lib/local-services.mjs';
import { freePort, waitFor } from '../scripts/lib/ports.mjs';
import { startFakeLinkedIn } from '../dev-services/social/index.mjs';

const PUBLISHES = 50;
const log = (m) => console.log(`[bench:publish] ${m}`);
const { dataDir, logDir } = benchDir('publish-bench');
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const globalId = (type, id) => Buffer.from(`${type}:${id}`, 'utf8').toString('base64url');

async function main() {
  const stored = new Map();
  const linkedin = await startFakeLinkedIn({
    onPost: (post) => {
      stored.set(post.commentary, performance.now());
    },
  });
  log(`starting PostgreSQL, Temporal, local SES and the Auth emulator in ${dataDir}`);
  const [services, auth, ai] = await Promise.all([
    startServices({ dataDir, logDir, log }),
    startAuthEmulator({ port: await freePort(), logDir }),
    startFakeAi({ latencyMs: 0 }),
  ]);
  const env = {
    ...(await appEnv(services, ai)),
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    APP_SECRET: 'bench',
    LINKEDIN_CLIENT_ID: linkedin.client.id,
    LINKEDIN_CLIENT_SECRET: linkedin.client.secret,
    LINKEDIN_AUTH_URL: linkedin.url,
    LINKEDIN_API_URL: linkedin.url,
    RATE_LIMIT_PUBLISHES_PER_USER: '0',
    RATE_LIMIT_PUBLISHES_PER_IP: '0',
  };
  await startApi(env, logDir);
  const worker = spawnWorker(env, logDir);
  await waitFor(
    async () => {
      if (worker.exited) throw new Error(`the worker exited; see ${worker.logFile}`);
      return (await import('node:fs')).readFileSync(worker.logFile, 'utf8').includes('[worker] polling task queue');
    },
    { timeoutMs: 120_000, what: 'The worker' },
  );
  const apiUrl = `http://127.0.0.1:${env.PORT}`;
  const cookie = await signIn(auth.host, apiUrl, 'bench-publish');
  const gql = async (query, variables) => {
    const res = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const json = await res.json();
    if (json.errors?.length) throw new Error(`GraphQL answered ${JSON.stringify(json.errors).slice(0, 300)}`);
    return json.data;
  };

  // Connect LinkedIn as a person does: the authorize page's Allow, then Synth's callback.
  const authorize = new URL((await gql('mutation { connectPlatform(platform: linkedin) }')).connectPlatform);
  const allowed = await fetch(authorize.origin + authorize.pathname, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      ...Object.fromEntries(authorize.searchParams),
      member_name: 'Bench Poster',
      decision: 'allow',
    }),
  });
  const callback = new URL(allowed.headers.get('location'));
  const back = await fetch(`${apiUrl}${callback.pathname}${callback.search}`, {
    headers: { cookie },
    redirect: 'manual',
  });
  if (!back.headers.get('location')?.includes('outcome=connected'))
    throw new Error(`connecting failed: ${back.status} ${back.headers.get('location')}`);

  // One finished run with 50 LinkedIn posts, written as the worker leaves one.
  const db = await connectDb(services.db.url);
  const {
    rows: [user],
  } = await db.query("select id from users where email = 'bench-publish@example.com'");
  const texts = Array.from(
    { length: PUBLISHES },
    (_, i) => `Bench post ${i + 1} of ${PUBLISHES} (${Date.now()}): freight rates fell for a third week.`,
  );
  const {
    rows: [run],
  } = await db.query(
    `insert into synth_runs (id, created_at, updated_at, user_id, trigger, status, workflow_id, config, output, started_at, finished_at)
     values (gen_random_uuid(), now(), now(), $1, 'manual', 'succeeded', 'bench-publish', $2, $3, now(), now()) returning id`,
    [
      user.id,
      JSON.stringify({ name: 'Bench', userTimezone: 'UTC', contentType: 'linkedin' }),
      JSON.stringify({ posts: texts.map((text) => ({ contentType: 'linkedin', templateId: 'informative', text })) }),
    ],
  );

  const mutation = relayOperationText('usePublishRunPostMutation');
  const times = [];
  for (let i = 0; i < PUBLISHES; i++) {
    const t0 = performance.now();
    const answer = await gql(mutation, { postId: globalId('RunPost', `${run.id}:${i}`), linkAsFirstComment: false });
    if (answer.publishRunPost.publication.status !== 'published')
      throw new Error(`publish ${i + 1} ended ${JSON.stringify(answer.publishRunPost.publication)}`);
    const at = stored.get(texts[i]);
    if (at === undefined) throw new Error(`the stand-in does not hold post ${i + 1}`);
    times.push(at - t0);
  }
  if (linkedin.posts.length !== PUBLISHES)
    throw new Error(`the stand-in holds ${linkedin.posts.length} posts, not ${PUBLISHES}`);
  times.sort((a, b) => a - b);
  console.log(
    `\n== ${PUBLISHES} publishes, one after another: from the click (the mutation sent) to the LinkedIn stand-in holding the post ==`,
  );
  console.log(
    `p50 ${pct(times, 50).toFixed(1)} ms   p95 ${pct(times, 95).toFixed(1)} ms   min ${times[0].toFixed(1)} ms   max ${times.at(-1).toFixed(1)} ms`,
  );
  console.log(
    `cores: ${os.cpus().length}, load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other work on the machine inflates every figure alike)`,
  );
  await linkedin.close();
}

runBench(main, { dataDir });
