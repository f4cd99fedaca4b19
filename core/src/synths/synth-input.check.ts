import { UpgradeRequiredError, ValidationError } from '../lib/errors';
import { feedLimitMessage, featuresFor } from '../plans/plans';
import { effectiveStatus } from '../users/subscription-status';
import type { User } from '../users/user.entity';
import type { SynthFields } from './synth.schema';
import { validateSynthFields } from './synth.validation';

/**
 * Validates synth input and applies the plan limits the server enforces whatever the UI shows:
 * the same check for saving a synth and for running unsaved editor data.
 * `partial` allows updates that send only some fields.
 */
export function checkSynthInput(user: User, input: SynthFields, partial: boolean): SynthFields {
  const { value, errors } = validateSynthFields(input, { partial });
  if (errors.length) throw new ValidationError(errors);
  const status = effectiveStatus(user);
  const features = featuresFor(status);
  if (value.rssFeedUrls && value.rssFeedUrls.length > features.maxRssFeeds) {
    throw new UpgradeRequiredError(feedLimitMessage(status));
  }
  if (value.enableRealWorldExamples && !features.canUseRealWorldExamples) {
    throw new UpgradeRequiredError(
      'Real-world examples (internet search) need the Professional or Thought Leader plan.',
    );
  }
  return value;
}
