// Repositories write through the caller's transaction on the real database: when the work around
// them fails, their raw SQL is undone with the rest instead of staying behind half done.
import { describe, expect, it } from 'vitest';
import { useTestOrm } from '../../../test-support/orm';
import { storedManualRun } from '../../../test-support/runs';
import { EmailDeliveryStatus } from '../email/email-delivery-status';
import { EmailDelivery } from '../email/email-delivery.entity';
import { claimDelivery, markDeliverySent } from '../email/email-delivery.repository';

const em = useTestOrm();

/** A stored run a delivery may belong to. */
const storedRun = () => storedManualRun(em());

const deliveryOf = (deliveryKey: string) => em().findOne(EmailDelivery, { deliveryKey });

describe('a repository inside em.transactional', () => {
  it('leaves no row behind when the transaction throws', async () => {
    const run = await storedRun();
    const deliveryKey = `run:${run.id}`;
    const failure = em().transactional(async (tx) => {
      const claimed = await claimDelivery(tx, { deliveryKey, runId: run.id, recipient: 'reader@example.com' });
      // Inside the transaction the claim is there: the read runs in it too.
      expect(claimed.status).toBe(EmailDeliveryStatus.claimed);
      throw new Error('the step failed after claiming');
    });
    await expect(failure).rejects.toThrow('the step failed after claiming');
    expect(await deliveryOf(deliveryKey)).toBeNull();
  });

  it('undoes an update of a row stored before the transaction', async () => {
    const run = await storedRun();
    const deliveryKey = `run:${run.id}`;
    const { id } = await claimDelivery(em(), { deliveryKey, runId: run.id, recipient: 'reader@example.com' });
    const failure = em().transactional(async (tx) => {
      await markDeliverySent(tx, id, 'ses-message-1');
      throw new Error('the step failed after recording the send');
    });
    await expect(failure).rejects.toThrow('the step failed after recording the send');
    const after = await deliveryOf(deliveryKey);
    expect(after?.status).toBe(EmailDeliveryStatus.claimed);
    expect(after?.messageId).toBeNull();
  });

  it('keeps what it wrote when the transaction commits', async () => {
    const run = await storedRun();
    const deliveryKey = `run:${run.id}`;
    await em().transactional((tx) =>
      claimDelivery(tx, { deliveryKey, runId: run.id, recipient: 'reader@example.com' }),
    );
    expect((await deliveryOf(deliveryKey))?.status).toBe(EmailDeliveryStatus.claimed);
  });
});
