// The unsubscribe link's update on the real database: only the named recipient is cleared, the
// address is compared without regard to case, and the synth keeps running.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestOrm } from '../../../test-support/orm';
import { User } from '../users/user.entity';
import { Synth } from './synth.entity';
import { clearRecipientOfAccount, synthNameMailing } from './synth.repository';

const em = useTestOrm();

async function synthMailingTo(recipientEmail: string): Promise<{ id: string; userId: string }> {
  const db = em();
  const user = db.create(User, { firebaseUid: `uid-${randomUUID()}`, email: 'owner@example.com' } as never) as User;
  const synth = db.create(Synth, { user, recipientEmail, name: 'Morning brief' } as never) as Synth;
  await db.flush();
  return { id: synth.id, userId: user.id };
}

const reread = (id: string) => em().findOneOrFail(Synth, { id });

describe('clearRecipientOfAccount', () => {
  it("clears the account's synth's recipient when the address matches, whatever its case, and leaves the synth as it was otherwise", async () => {
    const { id, userId } = await synthMailingTo('Reader@Example.com');
    const before = await reread(id);
    expect(await synthNameMailing(em(), userId, 'READER@example.com')).toBe('Morning brief');
    expect(await clearRecipientOfAccount(em(), userId, 'reader@example.COM')).toBe(true);
    const after = await reread(id);
    expect(after.recipientEmail ?? null).toBeNull();
    expect(after.status).toBe(before.status);
  });

  it('changes nothing for another address or another account', async () => {
    const { id, userId } = await synthMailingTo('reader@example.com');
    const other = await synthMailingTo('reader@example.com');
    expect(await clearRecipientOfAccount(em(), userId, 'someone-else@example.com')).toBe(false);
    expect(await synthNameMailing(em(), userId, 'someone-else@example.com')).toBeNull();
    expect(await clearRecipientOfAccount(em(), other.userId, 'reader@example.com')).toBe(true);
    expect((await reread(id)).recipientEmail).toBe('reader@example.com');
  });
});
