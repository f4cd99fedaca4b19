// Schedule time helpers: H:MM or HH:MM, hours 0–23, minutes 0–59, stored zero-padded.
const TIME = /^(\d{1,2}):(\d{2})$/;

export function parseScheduleTime(value: string): { hour: number; minute: number } | null {
  const m = TIME.exec(value.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

/** "9:05" → "09:05", the form schedules and the database keep; null when the value is not a time. */
export function paddedScheduleTime(value: string): string | null {
  const t = parseScheduleTime(value);
  return t ? `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}` : null;
}

export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
