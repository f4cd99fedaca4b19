import { errorCode, errorMessage } from '../relay/errors';
import { toast } from '../toast/toastStore';

/**
 * A destructive toast for a failed call; a refusal by the plan (402 UPGRADE_REQUIRED) carries an
 * Upgrade action to the subscribe page, so every gated refusal shows the way out.
 */
export function errorToast(title: string, err: unknown, navigate: (to: string) => void): void {
  const upgrade = errorCode(err) === 'UPGRADE_REQUIRED';
  toast({
    title,
    description: errorMessage(err),
    variant: 'destructive',
    action: upgrade ? { label: 'Upgrade', onClick: () => navigate('/subscribe') } : undefined,
  });
}
