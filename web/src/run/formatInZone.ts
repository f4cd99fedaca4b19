/** "Mon 23 Nov 2026, 18:05" in the given IANA zone (the synth's), falling back to UTC for an unknown zone; "" when invalid. */
export function formatInZone(value: string | Date, timeZone: string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  const format = (zone: string) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(d);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    // Assembled by hand: ICU versions disagree on the commas between the parts.
    return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
  };
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}
