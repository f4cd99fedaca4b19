// Errors a caller can act on. Routes map them to HTTP statuses, GraphQL to extension codes.
export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Authentication required') {
    super(message, 'UNAUTHENTICATED', 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this resource') {
    super(message, 'FORBIDDEN', 403);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(message, 'NOT_FOUND', 404);
  }
}

export class ValidationError extends AppError {
  constructor(fieldErrors: FieldError[], message?: string) {
    super(message ?? fieldErrors.map((e) => e.message).join('; '), 'BAD_USER_INPUT', 400, fieldErrors);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(message, 'CONFLICT', 409);
  }
}

/** A plan does not include the feature; the UI shows an upgrade link. */
export class UpgradeRequiredError extends AppError {
  constructor(message: string) {
    super(message, 'UPGRADE_REQUIRED', 402);
  }
}

/** A refusal the caller can wait out: HTTP answers carry Retry-After, GraphQL errors retryAfter. */
export abstract class RetryLaterError extends AppError {
  constructor(
    message: string,
    code: string,
    status: number,
    readonly retryAfterSeconds: number,
  ) {
    super(message, code, status);
  }
}

/** Too many requests of one kind in the current window; the caller may retry after the given seconds. */
export class RateLimitedError extends RetryLaterError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, 'RATE_LIMITED', 429, retryAfterSeconds);
  }
}

/** Something the request needs is unreachable for now (503); nothing was done, so retrying is safe. */
export class ServiceUnavailableError extends RetryLaterError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, 'SERVICE_UNAVAILABLE', 503, retryAfterSeconds);
  }
}
