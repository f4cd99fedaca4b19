// Schedule time rules: H:MM or HH:MM, hours 0–23, minutes 0–59, stored zero-padded.

/** The editor's default and the fallback for anything invalid. */
export const EDITOR_DEFAULT_TIME = '08:00';
/** The default after a reset, on load and in quick create. */
export const STORED_DEFAULT_TIME = '09:00';

const TIME = /^(\d{1,2}):(\d{2})$/;

export function isValidScheduleTime(value: string | null | undefined): boolean {
  const m = TIME.exec((value ?? '').trim());
  return !!m && Number(m[1]) <= 23 && Number(m[2]) <= 59;
}

/** "9:05" → "09:05"; anything invalid → the fallback (08:00). */
export function normalizeScheduleTime(value: string | null | undefined, fallback = EDITOR_DEFAULT_TIME): string {
  const m = TIME.exec((value ?? '').trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return fallback;
  return `${m[1].padStart(2, '0')}:${m[2]}`;
}
