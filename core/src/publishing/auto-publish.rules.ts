// How long after the digest an automatic publish may wait: long enough to read the email and
// cancel, short enough to post the same day. Pure: the settings form checks the same bounds.
export const AUTO_PUBLISH_MINUTES = { min: 5, max: 1440, default: 60 } as const;

/** The sentence refusing a delay outside the bounds; null when it is allowed. */
export function autoPublishMinutesProblem(minutes: number): string | null {
  if (!Number.isInteger(minutes) || minutes < AUTO_PUBLISH_MINUTES.min || minutes > AUTO_PUBLISH_MINUTES.max) {
    return `Automatic publishing waits between ${AUTO_PUBLISH_MINUTES.min} and ${AUTO_PUBLISH_MINUTES.max} minutes after the digest.`;
  }
  return null;
}
