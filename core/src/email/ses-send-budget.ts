// How long one SES send may take at most, in one place: the mailer configures its client with these
// limits, and the run's email step gives Temporal a timeout longer than all of them together. A step
// that Temporal gives up on while its SES call is still running is retried beside it, and both send.
// This file imports nothing: the workflow bundle reads it.

/** Attempts the SES client makes for one message: the first and its own retries. */
export const SES_MAX_ATTEMPTS = 3;

/** Opening a connection to SES. */
export const SES_CONNECTION_TIMEOUT_MS = 5_000;

/**
 * One request, from sending to SES's answer. Generous, because a request cut short may still have
 * been accepted, and the retry that follows would send the message a second time.
 */
export const SES_REQUEST_TIMEOUT_MS = 90_000;

/** The SDK waits at most 20 s between attempts, 5 s more when SES asks it to wait. */
export const SES_MAX_RETRY_WAIT_MS = 25_000;

/** The longest one send can take, every attempt timing out and every wait at its longest. */
export const SES_SEND_BUDGET_MS =
  SES_MAX_ATTEMPTS * (SES_CONNECTION_TIMEOUT_MS + SES_REQUEST_TIMEOUT_MS) +
  (SES_MAX_ATTEMPTS - 1) * SES_MAX_RETRY_WAIT_MS;
