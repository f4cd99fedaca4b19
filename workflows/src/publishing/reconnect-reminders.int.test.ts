// The reconnect reminder, with the real worker activity and the local SES: a week before a LinkedIn
// connection expires its owner gets one email saying so, and a later pass sends no second one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectedAccount, sealToken } from '@synth/core/publishing';
import { User } from '@synth/core/users';
import { sentEmails } from '../../../dev-services/ses-store';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';
import { createActivities } from '../activities';

let h: WorkerHarness;
beforeAll(async () => {
  h = await startWorker();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

async function connectedUser(platform: 'linkedin' | 'x', expiresInDays: number): Promise<string> {
  const em = h.em();
  const email = `reminder-${randomUUID().slice(0, 8)}@example.com`;
  const user = em.create(User, { firebaseUid: `uid-${randomUUID()}`, email, displayName: 'Reminded' } as never) as User;
  em.create(ConnectedAccount, {
    user,
    platform,
    externalId: randomUUID().slice(0, 12),
    displayName: 'Reminded',
    accessTokenSealed: sealToken('t', h.deps.config.publishing.tokenKeyring, { userId: user.id, platform }),
    expiresAt: new Date(Date.now() + expiresInDays * 86_400_000),
  } as never);
  await em.flush();
  return email;
}

describe('reconnect reminders', () => {
  it("email a LinkedIn connection's owner once, a week before it expires, and nobody else", async () => {
    const soon = await connectedUser('linkedin', 6);
    const later = await connectedUser('linkedin', 20);
    const refreshing = await connectedUser('x', 0.05);
    const { sendReconnectReminders } = createActivities(h.deps);
    await sendReconnectReminders();
    await sendReconnectReminders();
    const mail = await sentEmails(h.sesUrl, soon);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('Reconnect LinkedIn to keep publishing from Synth');
    expect(mail[0].body.text).toContain(
      'LinkedIn does not let Synth renew it, so please reconnect before then to keep publishing.',
    );
    expect(mail[0].body.text).toContain('/settings/connected-accounts>');
    expect(await sentEmails(h.sesUrl, later)).toHaveLength(0);
    expect(await sentEmails(h.sesUrl, refreshing)).toHaveLength(0);
  });
});
