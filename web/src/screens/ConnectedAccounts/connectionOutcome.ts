// What the page says when a platform sends the person back after connecting (the callback's
// `outcome`), in plain sentences.
import { PUBLISHING_PLATFORMS } from '@synth/core/pure';

export function connectionOutcome(
  platformId: string | null,
  outcome: string | null,
): { tone: 'info' | 'danger'; message: string } | null {
  const platform = PUBLISHING_PLATFORMS.find((p) => p.id === platformId);
  if (!platform || !outcome) return null;
  const { label } = platform;
  switch (outcome) {
    case 'connected':
      return {
        tone: 'info',
        message: `Your ${label} account is connected. You can publish a run's posts from its page.`,
      };
    case 'cancelled':
      return { tone: 'danger', message: `${label} was not connected, because access was not allowed.` };
    case 'state':
      return {
        tone: 'danger',
        message: `This ${label} connection was not started from your account or took too long. Please connect again.`,
      };
    case 'refused':
      return { tone: 'danger', message: `${label} did not accept the connection. Please try connecting again.` };
    default:
      return null;
  }
}
