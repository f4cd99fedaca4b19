import express, { type RequestHandler } from 'express';
import { MAX_REQUEST_BODY_BYTES, NUL_CHARACTER_MESSAGE, ValidationError } from '@synth/core/lib';

// JSON writes U+0000 only as the escape \u0000 (a raw control character is not valid JSON).
const NUL_ESCAPE = '\\u0000';

/**
 * The JSON body parser of every route but Stripe's webhook. A body over MAX_REQUEST_BODY_BYTES is
 * refused from its Content-Length with 413 before a byte of it is read or parsed. A body carrying
 * U+0000 is refused with 400 before parsing, since PostgreSQL cannot store it in text: otherwise
 * any text field would end in a database error.
 */
export function jsonBody(): RequestHandler {
  return express.json({
    limit: MAX_REQUEST_BODY_BYTES,
    verify: (_req, _res, raw) => {
      if (raw.includes(NUL_ESCAPE)) throw new ValidationError([{ field: 'body', message: NUL_CHARACTER_MESSAGE }]);
    },
  });
}
