// The delivery row's state changes on the real database: what a failed attempt may undo.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestOrm } from '../../../test-support/orm';
import { RunTrigger } from '../runs/run.enums';
import { SynthRun } from '../runs/synth-run.entity';
import { User } from '../users/user.entity';
import { EmailDeliveryStatus } from './email-delivery-status';
import { EmailDelivery } from './email-delivery.entity';
import { claimDelivery, markDeliverySending, markDeliverySent, releaseDelivery } from './email-delivery.repository';

const em = useTestOrm();

/** A fresh run's delivery, claimed and marked as being sent. */
async function sendingDelivery(): Promise<{ id: string; deliveryKey: string }> {
  const db = em();
  const user = db.create(User, { firebaseUid: `uid-${randomUUID()}`, email: 'owner@example.com' } as never);
  const run = db.create(SynthRun, {
    user,
    synth: null,
    trigger: RunTrigger.manual,
    workflowId: `wf-${randomUUID()}`,
    config: {},
  } as never) as SynthRun;
  await db.flush();
  const deliveryKey = `run:${run.id}`;
  const { id } = await claimDelivery(em(), { deliveryKey, runId: run.id, recipient: 'reader@example.com' });
  await markDeliverySending(em(), id);
  return { id, deliveryKey };
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
