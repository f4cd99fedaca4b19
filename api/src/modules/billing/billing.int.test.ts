// Billing against a real stripe-mock and webhook events signed like Stripe signs them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { User } from '@synth/core/users';
import { RunStatus, RunTrigger, SynthRun } from '@synth/core/runs';
import {
  StripeEvent,
  type PricingResponse,
  type SubscriptionStatusResponse,
  type featuresResponse,
} from '@synth/core/billing';
import { jsonBody } from '../../../../test-support/json-body';
import type { ErrorBody } from '../../rest/http';

const WEBHOOK_SECRET = 'whsec_test';
const NO_STRIPE = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_BASE: '' };
const DAY = 86_400;

let h: Harness;
let mock: { url: string; stop(): Promise<void> };

beforeAll(async () => {
  const { startStripeMock } = await import('../../../../scripts/lib/local-services.mjs');
  const { freePort } = await import('../../../../scripts/lib/ports.mjs');
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-stripe-mock-'));
  mock = await startStripeMock({ port: await freePort(), logDir, log: (m: string) => console.log(`[it] ${m}`) });
  h = await startApp({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: mock.url,
    TEMPORAL_TASK_QUEUE: 'billing-int',
  });
});
afterAll(async () => {
  await h?.close();
  await mock?.stop();
  Object.assign(process.env, NO_STRIPE);
});

// ---- helpers -------------------------------------------------------------------------------

const nowSeconds = () => Math.floor(Date.now() / 1000);
const uniqueId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

function eventPayload(
  type: string,
  object: Record<string, unknown>,
  opts: { id?: string; created?: number } = {},
): string {
  return JSON.stringify({
    id: opts.id ?? uniqueId('evt'),
    object: 'event',
    api_version: '2025-08-27.basil',
    created: opts.created ?? nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

async function postWebhook(
  app: Harness,
  payload: string,
  opts: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const signature =
    opts.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: opts.secret ?? WEBHOOK_SECRET,
          timestamp: opts.timestamp,
        })
      : opts.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['stripe-signature'] = signature;
  const res = await fetch(`${app.url}/api/webhooks/stripe`, { method: 'POST', headers, body: payload });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function sendEvent(type: string, object: Record<string, unknown>, opts: { id?: string; created?: number } = {}) {
  const res = await postWebhook(h, eventPayload(type, object, opts));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

type Tier = 'basic' | 'professional' | 'thought-leader';

function subscriptionObject(o: {
  id: string;
  userId?: string;
  customer?: string;
  status?: string;
  tier?: Tier;
  cycle?: 'monthly' | 'yearly';
}) {
  const cycle = o.cycle ?? 'monthly';
  const key = `synth_${(o.tier ?? 'professional').replace(/-/g, '_')}_${cycle}`;
  return {
    id: o.id,
    object: 'subscription',
    status: o.status ?? 'active',
    customer: o.customer ?? `cus_${o.id}`,
    cancel_at_period_end: false,
    metadata: o.userId ? { userId: o.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${o.id}`,
          current_period_end: nowSeconds() + 30 * DAY,
          price: {
            id: `price_${key}`,
            lookup_key: key,
            recurring: { interval: cycle === 'yearly' ? 'year' : 'month' },
            metadata: {},
          },
        },
      ],
    },
  };
}

const userIdOf = async (c: Client) => ((await (await c.fetch('/api/users/me')).json()) as { id: string }).id;

async function updateUser(c: Client, data: Partial<User>) {
  await h.app.services.orm.em.fork().nativeUpdate(User, { firebaseUid: c.user.uid }, data);
}

async function statusOf(c: Client, force = false) {
  const res = await c.fetch(`/api/subscription/status${force ? '?force=true' : ''}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown> & { status: string };
}

const featuresOf = async (c: Client) =>
  (await (await c.fetch('/api/subscription/features')).json()) as Record<string, unknown>;

/** A user with a live subscription of `tier`, applied through a signed webhook. */
async function subscribed(tier: Tier, cycle: 'monthly' | 'yearly' = 'monthly') {
  const c = await newClient(h);
  const userId = await userIdOf(c);
  const subId = uniqueId('sub');
  await sendEvent('customer.subscription.created', subscriptionObject({ id: subId, userId, tier, cycle }), {
    created: nowSeconds() - 60,
  });
  return { c, userId, subId };
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let v = await read();
  while (!ok(v) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    v = await read();
  }
  return v;
}

async function schedulePaused(c: Client): Promise<boolean> {
  const [synth] = (await (await c.fetch('/api/synths')).json()) as { id: string }[];
  const client = await h.app.services.temporal.get();
  return (await client.schedule.getHandle(`synth-${synth.id}`).describe()).state.paused;
}

// ---- webhooks ------------------------------------------------------------------------------

describe('POST /api/webhooks/stripe', () => {
  it('refuses a bad signature, a missing one and a timestamp older than 5 minutes with a readable 400', async () => {
    const payload = eventPayload('customer.subscription.updated', subscriptionObject({ id: uniqueId('sub') }));
    const wrongSecret = await postWebhook(h, payload, { secret: 'whsec_someone_else' });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body).toMatchObject({
      code: 'BAD_SIGNATURE',
      message: expect.stringMatching(/signature verification failed/),
    });

    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await postWebhook(h, payload.replace('"active"', '"canceled"'), { signature: header });
    expect(tampered.status).toBe(400);

    const missing = await postWebhook(h, payload, { signature: null });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Missing Stripe-Signature header' } });

    const old = await postWebhook(h, payload, { timestamp: nowSeconds() - 6 * 60 });
    expect(old.status).toBe(400);
    expect(old.body.message).toMatch(/more than 5 minutes old/);

    const recent = await postWebhook(h, payload, { timestamp: nowSeconds() - 4 * 60 });
    expect(recent.status).toBe(200);
  });

  it('applies the same event once', async () => {
    const c = await newClient(h);
    const userId = await userIdOf(c);
    const subId = uniqueId('sub');
    const payload = eventPayload(
      'customer.subscription.created',
      subscriptionObject({ id: subId, userId, tier: 'professional' }),
      { created: nowSeconds() - 30 },
    );
    const eventId = JSON.parse(payload).id as string;
    expect(await postWebhook(h, payload)).toEqual({ status: 200, body: { received: true } });
    expect((await statusOf(c)).status).toBe('active-professional');

    // The user cancels; Stripe then redelivers the old creation event.
    await sendEvent('customer.subscription.deleted', subscriptionObject({ id: subId, userId, status: 'canceled' }));
    expect(await postWebhook(h, payload)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect((await statusOf(c)).status).toBe('canceled');
    expect(await h.app.services.orm.em.fork().count(StripeEvent, { eventId })).toBe(1);

    // Concurrent deliveries of one event: one applies, the others are duplicates.
    const failed = eventPayload('invoice.payment_failed', {
      id: uniqueId('in'),
      object: 'invoice',
      customer: `cus_${subId}`,
      parent: { subscription_details: { subscription: subId } },
    });
    const answers = await Promise.all([1, 2, 3].map(() => postWebhook(h, failed)));
    expect(answers.filter((a) => a.body.duplicate).length).toBe(2);
  });

  it('ends canceled when subscription.deleted arrives before an older subscription.updated', async () => {
    const c = await newClient(h);
    const userId = await userIdOf(c);
    const subId = uniqueId('sub');
    const t = nowSeconds();
    await sendEvent('customer.subscription.created', subscriptionObject({ id: subId, userId, tier: 'basic' }), {
      created: t - 100,
    });
    await sendEvent(
      'customer.subscription.deleted',
      subscriptionObject({ id: subId, userId, tier: 'basic', status: 'canceled' }),
      { created: t - 10 },
    );
    await sendEvent(
      'customer.subscription.updated',
      subscriptionObject({ id: subId, userId, tier: 'thought-leader' }),
      { created: t - 50 },
    );
    const status = await statusOf(c);
    expect(status).toMatchObject({
      status: 'canceled',
      stripeSubscriptionId: subId,
      stripeSubscriptionStatus: 'canceled',
    });
    expect(await featuresOf(c)).toMatchObject({ canUseEmail: false, maxRssFeeds: 5 });
  });

  it('finds the user by Stripe customer, handles checkout completion and keeps access while a payment is retried', async () => {
    const c = await newClient(h);
    const userId = await userIdOf(c);
    const subId = uniqueId('sub');
    const customer = uniqueId('cus');
    await sendEvent(
      'checkout.session.completed',
      {
        id: uniqueId('cs'),
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        customer,
        subscription: subId,
        client_reference_id: userId,
        metadata: { userId, tier: 'thought-leader', billingCycle: 'yearly' },
      },
      { created: nowSeconds() - 20 },
    );
    expect(await statusOf(c)).toMatchObject({
      status: 'active-thought-leader',
      billingCycle: 'yearly',
      stripeCustomerId: customer,
      stripeSubscriptionId: subId,
    });

    // No metadata: matched through the customer id stored at checkout.
    await sendEvent(
      'invoice.payment_failed',
      { id: uniqueId('in'), object: 'invoice', customer, parent: { subscription_details: { subscription: subId } } },
      { created: nowSeconds() - 10 },
    );
    expect(await statusOf(c)).toMatchObject({ status: 'active-thought-leader', stripeSubscriptionStatus: 'past_due' });
    await sendEvent(
      'customer.subscription.updated',
      subscriptionObject({ id: subId, customer, tier: 'thought-leader', cycle: 'yearly', status: 'unpaid' }),
    );
    expect((await statusOf(c)).status).toBe('canceled');
  });

  it('answers 200 to events it does not handle, and to events about nobody', async () => {
    expect(await sendEvent('customer.created', { id: uniqueId('cus'), object: 'customer' })).toEqual({
      received: true,
      ignored: true,
    });
    expect(await sendEvent('customer.subscription.updated', subscriptionObject({ id: uniqueId('sub') }))).toEqual({
      received: true,
    });
  });

  it('pauses the schedule when the subscription ends and resumes it on subscribing again', async () => {
    const { c, userId, subId } = await subscribed('professional');
    expect((await c.fetch('/api/synths', { method: 'POST', body: JSON.stringify(VALID_SYNTH) })).status).toBe(201);
    expect(await schedulePaused(c)).toBe(false);

    await sendEvent('customer.subscription.deleted', subscriptionObject({ id: subId, userId, status: 'canceled' }));
    expect(
      await until(
        () => schedulePaused(c),
        (p) => p,
      ),
    ).toBe(true);
    expect(await (await c.fetch('/api/synths')).json()).toHaveLength(1);

    await sendEvent(
      'customer.subscription.created',
      subscriptionObject({ id: uniqueId('sub'), userId, tier: 'basic' }),
    );
    expect(
      await until(
        () => schedulePaused(c),
        (p) => !p,
      ),
    ).toBe(false);
    expect((await statusOf(c)).status).toBe('active-basic');
  });
});

// ---- status, features, gating ---------------------------------------------------------------

describe('status and features per status', () => {
  it('trial, trial_expired, each tier, canceled and the legacy active-creator', async () => {
    const trial = await newClient(h);
    expect(await statusOf(trial)).toMatchObject({
      status: 'trial',
      daysLeft: 3,
      billingCycle: null,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
    });
    expect(await featuresOf(trial)).toMatchObject({
      maxRssFeeds: 10,
      canUseEmail: true,
      canUseInternetSearch: true,
      canUseAIPosts: true,
      emailUpdates: true,
    });

    // The trial's 3 runs count the ones still in flight: two used and one running leave none.
    const busy = await newClient(h);
    await updateUser(busy, { executionsUsed: 2 });
    const em = h.app.services.orm.em.fork();
    const busyUser = await em.findOneOrFail(User, { firebaseUid: busy.user.uid });
    em.create(SynthRun, {
      user: busyUser,
      synth: null,
      trigger: RunTrigger.preview,
      status: RunStatus.running,
      config: {},
      workflowId: `in-flight-${randomUUID()}`,
    } as unknown as SynthRun);
    await em.flush();
    const third = await busy.fetch('/api/synths/run-synth', {
      method: 'POST',
      body: JSON.stringify({ ...VALID_SYNTH, id: 'temp-4' }),
    });
    expect(third.status).toBe(402);
    expect((await jsonBody<ErrorBody>(third)).message).toBe(
      'Your free trial includes 3 content creation runs. Subscribe to keep creating content.',
    );

    const expired = await newClient(h);
    await updateUser(expired, { trialStartedAt: new Date(Date.now() - 4 * DAY * 1000) });
    expect(await statusOf(expired)).toMatchObject({ status: 'trial_expired', daysLeft: 0 });
    expect(await featuresOf(expired)).toMatchObject({
      maxRssFeeds: 5,
      canUseEmail: false,
      canUseCustomPrompts: false,
      canUseAIPosts: false,
      canUseInternetSearch: false,
    });

    const expected: Record<Tier, { maxRssFeeds: number; canUseInternetSearch: boolean }> = {
      basic: { maxRssFeeds: 10, canUseInternetSearch: false },
      professional: { maxRssFeeds: 20, canUseInternetSearch: true },
      'thought-leader': { maxRssFeeds: 30, canUseInternetSearch: true },
    };
    for (const tier of Object.keys(expected) as Tier[]) {
      const { c, subId } = await subscribed(tier, 'yearly');
      const s = await statusOf(c);
      expect(s).toMatchObject({
        status: `active-${tier}`,
        billingCycle: 'yearly',
        stripeSubscriptionId: subId,
        cancelAtPeriodEnd: false,
      });
      expect(s.daysLeft).toBeGreaterThanOrEqual(29);
      expect(await featuresOf(c)).toMatchObject({
        ...expected[tier],
        canUseEmail: true,
        canUseCustomPrompts: true,
        canUseAIPosts: true,
      });
    }

    const legacy = await newClient(h);
    await updateUser(legacy, { subscriptionStatus: 'active-creator' });
    expect((await statusOf(legacy)).status).toBe('active-thought-leader');
    expect(await featuresOf(legacy)).toMatchObject({ maxRssFeeds: 30 });

    expect((await fetch(`${h.url}/api/subscription/status`)).status).toBe(401);
    expect((await fetch(`${h.url}/api/subscription/features`)).status).toBe(401);
  });

  it('the same through GraphQL', async () => {
    const { c } = await subscribed('basic');
    const res = await c.gql<{
      subscriptionStatus: { status: string; features: { maxRssFeeds: number } };
      viewer: { user: { subscription: { status: string; billingCycle: string } } };
    }>(
      '{ subscriptionStatus { status features { maxRssFeeds canUseInternetSearch } } viewer { user { subscription { status billingCycle } } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.subscriptionStatus).toMatchObject({
      status: 'active-basic',
      features: { maxRssFeeds: 10, canUseInternetSearch: false },
    });
    expect(res.data!.viewer.user.subscription).toEqual({ status: 'active-basic', billingCycle: 'monthly' });

    const pricing = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ pricing { trialDays tiers { id name monthly yearly discountPercent } } }' }),
    });
    const body = (await pricing.json()) as { data: { pricing: { trialDays: number; tiers: { id: string }[] } } };
    expect(body.data.pricing.trialDays).toBe(3);
    expect(body.data.pricing.tiers.map((t) => t.id)).toEqual(['basic', 'professional', 'thought-leader']);
  });

  it('the server refuses what the plan does not include, whatever the request says', async () => {
    const feeds = (n: number) => Array.from({ length: n }, (_, i) => `https://example.com/feed-${i}.xml`);
    const { c: basic } = await subscribed('basic');
    const tooMany = await basic.fetch('/api/synths', {
      method: 'POST',
      body: JSON.stringify({ ...VALID_SYNTH, rssFeedUrls: feeds(11) }),
    });
    expect(tooMany.status).toBe(402);
    expect((await jsonBody<ErrorBody>(tooMany)).message).toBe(
      'Maximum RSS feeds reached: Your Basic plan allows up to 10 RSS feeds. Upgrade your subscription for more feeds.',
    );
    const search = await basic.fetch('/api/synths', {
      method: 'POST',
      body: JSON.stringify({ ...VALID_SYNTH, enableRealWorldExamples: true }),
    });
    expect(search.status).toBe(402);
    expect(await search.json()).toMatchObject({
      code: 'UPGRADE_REQUIRED',
      message: expect.stringMatching(/Professional or Thought Leader/),
    });

    const { c: pro } = await subscribed('professional');
    expect(
      (
        await pro.fetch('/api/synths', {
          method: 'POST',
          body: JSON.stringify({ ...VALID_SYNTH, rssFeedUrls: feeds(21) }),
        })
      ).status,
    ).toBe(402);
    expect(
      (
        await pro.fetch('/api/synths', {
          method: 'POST',
          body: JSON.stringify({ ...VALID_SYNTH, rssFeedUrls: feeds(20), enableRealWorldExamples: true }),
        })
      ).status,
    ).toBe(201);

    // Running unsaved editor data is held to the same limits as saving it.
    const preview = await basic.fetch('/api/synths/run-synth', {
      method: 'POST',
      body: JSON.stringify({ ...VALID_SYNTH, id: 'temp-2', rssFeedUrls: feeds(11) }),
    });
    expect(preview.status).toBe(402);
    expect((await jsonBody<ErrorBody>(preview)).message).toBe(
      'Maximum RSS feeds reached: Your Basic plan allows up to 10 RSS feeds. Upgrade your subscription for more feeds.',
    );
    const previewSearch = await basic.fetch('/api/synths/run-synth', {
      method: 'POST',
      body: JSON.stringify({ ...VALID_SYNTH, id: 'temp-3', enableRealWorldExamples: true }),
    });
    expect(previewSearch.status).toBe(402);

    const expired = await newClient(h);
    await updateUser(expired, { trialStartedAt: new Date(Date.now() - 4 * DAY * 1000) });
    const run = await expired.fetch('/api/synths/run-synth', {
      method: 'POST',
      body: JSON.stringify({ ...VALID_SYNTH, id: 'temp-1' }),
    });
    expect(run.status).toBe(402);
    expect((await jsonBody<ErrorBody>(run)).message).toMatch(/Subscribe/);
  });
});

// ---- checkout, plan changes, cancellation ------------------------------------------------------

describe('POST /api/subscription/create and /cancel', () => {
  it('opens a Checkout Session and stores the Stripe customer once', async () => {
    const c = await newClient(h);
    const res = await c.fetch('/api/subscription/create', {
      method: 'POST',
      body: JSON.stringify({ tier: 'professional', billingCycle: 'yearly' }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      checkoutUrl: expect.stringMatching(/^https:\/\//),
      sessionId: expect.stringMatching(/^cs_/),
    });
    const { stripeCustomerId } = await statusOf(c);
    expect(stripeCustomerId).toMatch(/^cus_/);

    await c.fetch('/api/subscription/create', {
      method: 'POST',
      body: JSON.stringify({ tier: 'basic', billingCycle: 'monthly' }),
    });
    expect((await statusOf(c)).stripeCustomerId).toBe(stripeCustomerId);
    expect((await statusOf(c)).status).toBe('trial');

    const gql = await c.gql<{ createCheckout: { checkoutUrl: string; updated: boolean } }>(
      'mutation { createCheckout(tier: "thought-leader", billingCycle: "monthly") { checkoutUrl sessionId updated } }',
    );
    expect(gql.data!.createCheckout).toMatchObject({ checkoutUrl: expect.stringMatching(/^https:/), updated: false });
  });

  it('refuses bad input with clear 400s', async () => {
    const c = await newClient(h);
    for (const [body, field] of [
      [{ tier: 'gold', billingCycle: 'monthly' }, 'tier'],
      [{ tier: 'basic' }, 'billingCycle'],
      [{}, 'tier'],
    ] as const) {
      const res = await c.fetch('/api/subscription/create', { method: 'POST', body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      const json = await jsonBody<ErrorBody>(res);
      expect(json.code).toBe('BAD_USER_INPUT');
      expect(json.fieldErrors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    expect((await fetch(`${h.url}/api/subscription/create`, { method: 'POST' })).status).toBe(401);
  });

  it('changes a live subscription in place instead of opening a second one, then cancels at period end', async () => {
    const { c, subId } = await subscribed('basic', 'monthly');
    const upgrade = await c.fetch('/api/subscription/create', {
      method: 'POST',
      body: JSON.stringify({ tier: 'thought-leader', billingCycle: 'yearly' }),
    });
    expect(upgrade.status).toBe(200);
    expect(await upgrade.json()).toEqual({
      checkoutUrl: null,
      sessionId: null,
      updated: true,
      status: 'active-thought-leader',
    });
    expect(await statusOf(c)).toMatchObject({
      status: 'active-thought-leader',
      billingCycle: 'yearly',
      stripeSubscriptionId: subId,
    });

    const same = await c.fetch('/api/subscription/create', {
      method: 'POST',
      body: JSON.stringify({ tier: 'thought-leader', billingCycle: 'yearly' }),
    });
    expect(same.status).toBe(409);
    expect((await jsonBody<ErrorBody>(same)).message).toMatch(/already on the Thought Leader plan/);

    const cancel = await c.fetch('/api/subscription/cancel', { method: 'POST' });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({
      status: 'active-thought-leader',
      cancelAtPeriodEnd: true,
      message: expect.stringMatching(/stays active/),
    });

    const none = await newClient(h);
    const nothing = await none.fetch('/api/subscription/cancel', { method: 'POST' });
    expect(nothing.status).toBe(409);
    expect((await jsonBody<ErrorBody>(nothing)).message).toBe('You have no active subscription to cancel.');
  });

  it('force=true re-reads the subscription from Stripe', async () => {
    const { c, subId } = await subscribed('professional');
    const s = await statusOf(c, true);
    // stripe-mock answers a fixed active subscription whose price is not one of ours: the tier stays.
    expect(s).toMatchObject({
      status: 'active-professional',
      stripeSubscriptionId: subId,
      stripeSubscriptionStatus: 'active',
    });
  });
});

// ---- pricing, and Stripe missing or down ---------------------------------------------------------

describe('pricing and degraded Stripe', () => {
  it('is public and has the documented shape', async () => {
    const res = await fetch(`${h.url}/api/subscription/pricing`);
    expect(res.status).toBe(200);
    const p = await jsonBody<PricingResponse>(res);
    expect(Object.keys(p.pricing)).toEqual(['basic', 'professional', 'thought-leader']);
    expect(p.pricing.basic).toEqual({
      monthly: expect.any(Number),
      yearly: expect.any(Number),
      discount_percent: expect.any(Number),
      coupon_id: null,
    });
    expect(p).toMatchObject({
      tiers: [
        { id: 'basic', name: 'Basic' },
        { id: 'professional', name: 'Professional' },
        { id: 'thought-leader', name: 'Thought Leader' },
      ],
      environment: 'test',
      trialDays: 3,
    });
  });

  it('falls back to the price table when Stripe is unreachable, and says so when checkout cannot work', async () => {
    const { freePort } = await import('../../../../scripts/lib/ports.mjs');
    const down = await startApp({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${await freePort()}`,
      TEMPORAL_TASK_QUEUE: 'billing-int',
    });
    try {
      const p = await (await fetch(`${down.url}/api/subscription/pricing`)).json();
      expect(p).toMatchObject({
        source: 'fallback',
        pricing: {
          basic: { monthly: 42.99, yearly: 429.99, discount_percent: 15 },
          professional: { monthly: 85.99, yearly: 859.99, discount_percent: 17 },
          'thought-leader': { monthly: 119.99, yearly: 1199.99, discount_percent: 20 },
        },
      });
      const c = await newClient(down);
      const res = await c.fetch('/api/subscription/create', {
        method: 'POST',
        body: JSON.stringify({ tier: 'basic', billingCycle: 'monthly' }),
      });
      expect(res.status).toBe(502);
      expect((await jsonBody<ErrorBody>(res)).message).toMatch(
        /^Failed to create checkout session: the payment provider could not be reached/,
      );
    } finally {
      await down.close();
    }
  });

  it('without Stripe settings: status, features and pricing work; checkout and webhooks answer 503', async () => {
    const bare = await startApp({ ...NO_STRIPE, TEMPORAL_TASK_QUEUE: 'billing-int' });
    try {
      const c = await newClient(bare);
      expect((await jsonBody<SubscriptionStatusResponse>(await c.fetch('/api/subscription/status'))).status).toBe(
        'trial',
      );
      expect(
        (await jsonBody<SubscriptionStatusResponse>(await c.fetch('/api/subscription/status?force=true'))).status,
      ).toBe('trial');
      expect(
        (await jsonBody<ReturnType<typeof featuresResponse>>(await c.fetch('/api/subscription/features'))).maxRssFeeds,
      ).toBe(10);
      expect(
        (await jsonBody<PricingResponse>(await fetch(`${bare.url}/api/subscription/pricing`))).pricing.basic.monthly,
      ).toBe(42.99);
      for (const p of ['/api/subscription/create', '/api/subscription/cancel']) {
        const res = await c.fetch(p, {
          method: 'POST',
          body: JSON.stringify({ tier: 'basic', billingCycle: 'monthly' }),
        });
        expect(res.status).toBe(503);
        expect((await jsonBody<ErrorBody>(res)).message).toBe('Billing is not configured on this server');
      }
      expect((await postWebhook(bare, eventPayload('customer.created', {}))).status).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
