import { HttpError, request } from './http';
import { detectTimezone } from '../synth/timezone';
import type { QuickCreateConfig } from './types';

/** The server's default when it gives no reason (spec §8). */
export const QUICK_CREATE_SERVER_DEFAULT = 'Failed to analyze synth configuration';

/**
 * POST /api/prompt-create-synth with the browser's time zone, so the draft's schedule is the
 * user's local time. Resolves with the configuration; rejects with an Error whose message is the
 * server's `message` when it sent one.
 */
export async function promptCreateSynth(prompt: string): Promise<QuickCreateConfig> {
  try {
    const data = await request<QuickCreateConfig & { message?: string; config?: QuickCreateConfig; synth?: QuickCreateConfig }>(
      '/api/prompt-create-synth',
      { method: 'POST', body: { prompt, timezone: detectTimezone() } },
    );
    const config = data?.config ?? data?.synth ?? data;
    if (!config || (!config.id && !config.rssFeedUrls && !config.name)) {
      throw new Error(typeof data?.message === 'string' ? data.message : QUICK_CREATE_SERVER_DEFAULT);
    }
    return config;
  } catch (err) {
    if (err instanceof HttpError) throw new Error(err.serverMessage ?? err.message);
    throw err;
  }
}
