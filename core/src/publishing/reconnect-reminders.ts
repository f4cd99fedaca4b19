// The email a week before a LinkedIn connection expires (LinkedIn does not let Synth renew it).
// Each connection is claimed before its email is sent, so overlapping passes send it once; a send
// that fails gives the claim back for the next pass.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mailer } from '../email/mailer';
import { escapeHtml } from '../lib/sanitize';
import { User } from '../users/user.entity';
import { ConnectedAccount } from './connected-account.entity';
import { PUBLISHING_PLATFORMS, publishingPlatform } from './platforms';

const DAY_MS = 86_400_000;
export const CONNECTED_ACCOUNTS_PAGE = '/settings/connected-accounts';

export function reconnectReminderEmail(
  platformId: ConnectedAccount['platform'],
  expiresAt: Date,
  publicUrl: string,
): { subject: string; html: string; text: string } {
  const p = publishingPlatform(platformId);
  const day = expiresAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  const url = `${publicUrl}${CONNECTED_ACCOUNTS_PAGE}`;
  const lines = [
    `Your ${p.label} connection lets Synth publish your posts until ${day}.`,
    `${p.label} does not let Synth renew it, so please reconnect before then to keep publishing.`,
  ];
  return {
    subject: `${p.reconnectLabel} to keep publishing from Synth`,
    text: `${lines.join('\n\n')}\n\n${p.reconnectLabel}: <${url}>\n`,
    html: `<!DOCTYPE html><html lang="en"><body style="font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;color:#1f2933;">${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(url)}">${escapeHtml(p.reconnectLabel)}</a></p></body></html>`,
  };
}

/** Sends each reminder that is due; answers how many went out. */
export async function sendReconnectReminders(
  em: EntityManager,
  mailer: Mailer,
  app: { from: string; publicUrl: string },
  now = new Date(),
): Promise<number> {
  let sent = 0;
  for (const platform of PUBLISHING_PLATFORMS) {
    if (platform.remindDaysBeforeExpiry === null) continue;
    const due = await em.find(
      ConnectedAccount,
      {
        platform: platform.id,
        reminderSentAt: null,
        expiresAt: { $gt: now, $lte: new Date(now.getTime() + platform.remindDaysBeforeExpiry * DAY_MS) },
      },
      { limit: 500 },
    );
    for (const account of due) {
      const claimed = await em.nativeUpdate(
        ConnectedAccount,
        { id: account.id, reminderSentAt: null },
        { reminderSentAt: now },
      );
      if (!claimed) continue;
      const user = await em.findOne(User, account.user.id);
      if (!user?.email) continue;
      try {
        await mailer.send({
          from: app.from,
          to: user.email,
          ...reconnectReminderEmail(platform.id, account.expiresAt!, app.publicUrl),
        });
        sent += 1;
      } catch (err) {
        await em.nativeUpdate(ConnectedAccount, { id: account.id }, { reminderSentAt: null });
        throw err;
      }
    }
  }
  return sent;
}
