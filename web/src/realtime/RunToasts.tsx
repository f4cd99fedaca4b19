import { useCallback } from 'react';
import { useSynthUpdatedSubscription, type SynthUpdate } from '../subscriptions/useSynthUpdatedSubscription';
import { toast } from '../toast/toastStore';
import { synthUpdateToast } from './messages';

/** Toasts every update of the signed-in user's runs, on every signed-in page. */
export function RunToasts() {
  const onUpdate = useCallback((u: SynthUpdate) => toast(synthUpdateToast(u)), []);
  useSynthUpdatedSubscription(null, onUpdate);
  return null;
}
