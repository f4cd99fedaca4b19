// The unsubscribe link's update on the real database: only the named recipient is cleared, the
// address is compared without regard to case, and the synth keeps running.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestOrm } from '../../../test-support/orm';
import { User } from '../users/user.entity';
import { Synth } from './synth.entity';
import { clearSynthRecipient } from './synth.repository';

const em = useTestOrm();

async function synthMailingTo(recipientEmail: string): Promise<string> {
  const db = em();
  const user = db.create(User, { firebaseUid: `uid-${randomUUID()}`, email: 'owner@example.com' } as never);
  const synth = db.create(Synth, { user, recipientEmail } as never) as Synth;
  await db.flush();
  return synth.id;
}

const reread = (id: string) => em().findOneOrFail(Synth, { id });

describe('clearSynthRecipient', () => {
  it("clears the synth's recipient when the address matches, whatever its case, and leaves the synth as it was otherwise", async () => {
    const id = await synthMailingTo('Reader@Example.com');
    const before = await reread(id);
    expect(await clearSynthRecipient(em(), id, 'reader@example.COM')).toBe(true);
    const after = await reread(id);
    expect(after.recipientEmail ?? null).toBeNull();
    expect(after.status).toBe(before.status);
  });

  it('changes nothing for another address or another synth', async () => {
    const id = await synthMailingTo('reader@example.com');
    expect(await clearSynthRecipient(em(), id, 'someone-else@example.com')).toBe(false);
    expect(await clearSynthRecipient(em(), randomUUID(), 'reader@example.com')).toBe(false);
    expect((await reread(id)).recipientEmail).toBe('reader@example.com');
  });
});
