import type { FeedCheck } from '../../../mutations/useValidateFeedMutation';
import { errorMessage } from '../../../relay/errors';
import { toast } from '../../../toast/toastStore';
import { feedToasts } from '../../../synth/feeds';

/** Per-URL validation state. */
export type FeedValidationState =
  | { status: 'unvalidated' }
  | { status: 'validating' }
  | { status: 'valid'; articleCount: number }
  | { status: 'invalid'; message: string };

/** Validates one URL with `validateFeed` (the validateFeed mutation) and raises the exact toasts users see for a bad feed or a failed check. */
export async function checkFeed(
  url: string,
  validateFeed: (url: string) => Promise<FeedCheck>,
): Promise<FeedValidationState> {
  if (!url.trim()) {
    toast(feedToasts.emptyUrl);
    return { status: 'unvalidated' };
  }
  try {
    const result = await validateFeed(url.trim());
    if (result.valid) return { status: 'valid', articleCount: result.articleCount ?? 0 };
    toast(feedToasts.invalidFeed(result.message));
    return { status: 'invalid', message: result.message || 'Invalid feed' };
  } catch (err) {
    toast(feedToasts.validateFailed(errorMessage(err, String(err))));
    return { status: 'unvalidated' };
  }
}
