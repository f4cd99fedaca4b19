// The digest's sentence about a coming automatic publish, in the reader's time zone.

export function autoPublishSentence(notice: { platforms: string[]; at: Date }, timezone: string): string {
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: timezone }).format(
    notice.at,
  );
  const where =
    notice.platforms.length > 1
      ? `${notice.platforms.slice(0, -1).join(', ')} and ${notice.platforms.at(-1)}`
      : notice.platforms[0];
  return `Synth will publish these posts to ${where} at ${time} (${timezone}) unless you cancel.`;
}
