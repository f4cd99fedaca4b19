// When a connection needs the person to connect again: its token has expired, or (LinkedIn, whose
// tokens cannot be refreshed) it expires within the reminder window.
import { publishingPlatform, type PublishingPlatformId } from './platforms';

const DAY_MS = 86_400_000;

export function needsReconnect(
  account: { platform: PublishingPlatformId; expiresAt?: Date | null; refreshTokenSealed?: string | null },
  now = new Date(),
): boolean {
  if (!account.expiresAt) return false;
  const left = account.expiresAt.getTime() - now.getTime();
  const remindDays = publishingPlatform(account.platform).remindDaysBeforeExpiry;
  if (remindDays === null) return left <= 0 && !account.refreshTokenSealed;
  return left <= remindDays * DAY_MS;
}
