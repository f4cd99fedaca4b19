// The delivery row's state changes on the real database: what a failed attempt may undo.
import { describe, expect, it, vi } from 'vitest';
import { useTestOrm } from '../../../test-support/orm';
import { storedManualRun } from '../../../test-support/runs';
import { EmailDeliveryStatus } from './email-delivery-status';
import { EmailDelivery } from './email-delivery.entity';
import {
  claimDelivery,
  DELIVERY_CLAIM_STALE_MS,
  markDeliverySending,
  markDeliverySent,
  releaseDelivery,
  renewDeliveryClaim,
} from './email-delivery.repository';

const em = useTestOrm();

/** A fresh run's delivery, claimed and marked as being sent. */
async function sendingDelivery(): Promise<{ id: string; deliveryKey: string }> {
  const run = await storedManualRun(em());
  const deliveryKey = `run:${run.id}`;
  const { id } = await claimDelivery(em(), { deliveryKey, runId: run.id, recipient: 'reader@example.com' });
  expect(await markDeliverySending(em(), id)).toBe(true);
  return { id, deliveryKey };
}

/** As if the attempt sending the delivery last renewed its claim `ms` ago. */
async function claimRenewedAgo(id: string, ms: number): Promise<void> {
  await em().execute(
    `update email_deliveries set updated_at = clock_timestamp() - make_interval(secs => ?) where id = ?`,
    [ms / 1000, id],
  );
}

const stateOf = (deliveryKey: string) => em().findOneOrFail(EmailDelivery, { deliveryKey });

describe('releasing a delivery after a failed send', () => {
  it('gives the claim back when nothing was sent, so a retry may send', async () => {
    const { id, deliveryKey } = await sendingDelivery();
    await releaseDelivery(em(), id);
    expect((await stateOf(deliveryKey)).status).toBe(EmailDeliveryStatus.claimed);
  });

  it('never releases a delivery another attempt recorded as sent', async () => {
    const { id, deliveryKey } = await sendingDelivery();
    await markDeliverySent(em(), id, 'ses-message-1');
    await releaseDelivery(em(), id);
    const after = await stateOf(deliveryKey);
    expect(after.status).toBe(EmailDeliveryStatus.sent);
    expect(after.messageId).toBe('ses-message-1');
    // A retry reading the row now finds it sent and does not send again.
    expect(
      (await claimDelivery(em(), { deliveryKey, runId: after.run!.id, recipient: 'reader@example.com' })).status,
    ).toBe(EmailDeliveryStatus.sent);
  });
});

describe('two attempts sending one delivery', () => {
  it('refuses a second attempt while the first renews its claim, so only one calls the mail service', async () => {
    const { id } = await sendingDelivery();
    // Long enough that an unrenewed claim would be taken over, then renewed by its live attempt.
    await claimRenewedAgo(id, DELIVERY_CLAIM_STALE_MS + 1_000);
    await renewDeliveryClaim(em(), id);
    expect(await markDeliverySending(em(), id)).toBe(false);
  });

  it('refuses a second attempt within the claim time even without a renewal yet', async () => {
    const { id } = await sendingDelivery();
    await claimRenewedAgo(id, DELIVERY_CLAIM_STALE_MS - 5_000);
    expect(await markDeliverySending(em(), id)).toBe(false);
  });

  it('lets another attempt take over a claim its attempt stopped renewing (it died mid-send)', async () => {
    const { id, deliveryKey } = await sendingDelivery();
    await claimRenewedAgo(id, DELIVERY_CLAIM_STALE_MS + 1_000);
    expect(await markDeliverySending(em(), id)).toBe(true);
    // Taken over means claimed afresh: a third attempt is refused now.
    expect(await markDeliverySending(em(), id)).toBe(false);
    expect((await stateOf(deliveryKey)).status).toBe(EmailDeliveryStatus.sending);
  });

  it('lets exactly one of two attempts racing for a claimed delivery send', async () => {
    const run = await storedManualRun(em());
    const claim = { deliveryKey: `run:${run.id}`, runId: run.id, recipient: 'reader@example.com' };
    const [a, b] = await Promise.all([claimDelivery(em(), claim), claimDelivery(em(), claim)]);
    expect(a.id).toBe(b.id);
    const taken = await Promise.all([markDeliverySending(em(), a.id), markDeliverySending(em(), b.id)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
  });

  it('never renews a claim that is no longer sending', async () => {
    const { id, deliveryKey } = await sendingDelivery();
    await markDeliverySent(em(), id, 'ses-message-2');
    await renewDeliveryClaim(em(), id);
    expect((await stateOf(deliveryKey)).status).toBe(EmailDeliveryStatus.sent);
  });
});

describe('recording a send SES accepted', () => {
  it('records it on a fresh connection when PostgreSQL drops the one writing it, so no retry sends a second copy', async () => {
    const { id, deliveryKey } = await sendingDelivery();
    // Another session holds the row, so the write waits where the test can drop its connection.
    const holder = em();
    await holder.begin();
    const [{ pid: holderPid }] = await holder.execute<{ pid: number }[]>('select pg_backend_pid() as pid');
    await holder.execute('select id from email_deliveries where id = ? for update', [id]);
    const blockedWrites = async () =>
      (
        await em().execute<{ pid: number }[]>('select pid from pg_stat_activity where ? = any(pg_blocking_pids(pid))', [
          holderPid,
        ])
      ).map((r) => r.pid);
    const recorded = markDeliverySent(em(), id, 'ses-message-3');
    try {
      await vi.waitFor(async () => expect(await blockedWrites()).toHaveLength(1));
      const [first] = await blockedWrites();
      await em().execute('select pg_terminate_backend(?)', [first]);
      // The write comes back on another connection and waits for the row again.
      await vi.waitFor(async () => {
        const again = await blockedWrites();
        expect(again).toHaveLength(1);
        expect(again[0]).not.toBe(first);
      });
    } finally {
      await holder.rollback();
    }
    await recorded;
    expect(await stateOf(deliveryKey)).toMatchObject({ status: EmailDeliveryStatus.sent, messageId: 'ses-message-3' });
  });
});
