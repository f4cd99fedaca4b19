import express, { type RequestHandler } from 'express';
import {
  JSON_TOO_DEEP_MESSAGE,
  MAX_JSON_DEPTH,
  MAX_REQUEST_BODY_BYTES,
  NUL_CHARACTER_MESSAGE,
  ValidationError,
} from '@synth/core/lib';
import { escaped, nestsDeeperThan } from './json-depth';

// JSON writes U+0000 only as the escape \u0000 (a raw control character is not valid JSON).
const NUL_ESCAPE = '\\u0000';

/**
 * True when the JSON text holds the escape of U+0000: a backslash-u0000 whose backslash is not
 * itself escaped (`\\u0000` is the six characters of text, not the character).
 */
export function carriesNulCharacter(raw: Buffer): boolean {
  for (let at = raw.indexOf(NUL_ESCAPE); at !== -1; at = raw.indexOf(NUL_ESCAPE, at + 1))
    if (!escaped(raw, at)) return true;
  return false;
}

/**
 * The JSON body parser of every route but Stripe's webhook. A body over MAX_REQUEST_BODY_BYTES is
 * refused from its Content-Length with 413 before a byte of it is read or parsed. A body carrying
 * U+0000 is refused with 400 before parsing, since PostgreSQL cannot store it in text: otherwise
 * any text field would end in a database error. A body nested more than MAX_JSON_DEPTH deep is
 * refused with 400 before parsing too: building it would cost the API more than any answer.
 */
export function jsonBody(): RequestHandler {
  return express.json({
    limit: MAX_REQUEST_BODY_BYTES,
    verify: (_req, _res, raw) => {
      if (carriesNulCharacter(raw)) throw new ValidationError([{ field: 'body', message: NUL_CHARACTER_MESSAGE }]);
      if (nestsDeeperThan(raw, MAX_JSON_DEPTH))
        throw new ValidationError([{ field: 'body', message: JSON_TOO_DEEP_MESSAGE }]);
    },
  });
}
