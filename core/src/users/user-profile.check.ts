import { ValidationError, type FieldError } from '../lib/errors';
import {
  DISPLAY_NAME_TOO_LONG_MESSAGE,
  MAX_DISPLAY_NAME_CHARS,
  MAX_URL_CHARS,
  URL_TOO_LONG_MESSAGE,
} from '../lib/input-limits';
import type { UserProfile } from './user.service';

/**
 * The profile fields a client may send at sign-up: text of a bounded length or nothing. Checked
 * before the row is touched, so an over-long name is a 400 and never a database error.
 */
export function checkUserProfile(profile: UserProfile): void {
  const errors: FieldError[] = [];
  const text = (field: 'displayName' | 'photoUrl', max: number, tooLong: string) => {
    const v = profile[field];
    if (v === undefined || v === null) return;
    if (typeof v !== 'string') errors.push({ field, message: `${field} must be text.` });
    else if (v.length > max) errors.push({ field, message: tooLong });
  };
  text('displayName', MAX_DISPLAY_NAME_CHARS, DISPLAY_NAME_TOO_LONG_MESSAGE);
  text('photoUrl', MAX_URL_CHARS, URL_TOO_LONG_MESSAGE);
  if (errors.length) throw new ValidationError(errors);
}
