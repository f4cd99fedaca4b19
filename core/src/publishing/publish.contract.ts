// What the API and the worker agree on about the publishing workflow (one per publication key).
export const PUBLISH_WORKFLOW = 'publishPostWorkflow';

export interface PublishWorkflowInput {
  publicationId: string;
  /** ISO time an automatic publish waits for; absent to publish at once. */
  publishAt?: string | null;
}

export type PublishWorkflowResult = { status: 'published'; url: string | null } | { status: 'canceled' };

/** The error type of a publish that will not be tried again (its message is the person's sentence). */
export const PUBLISH_REFUSED = 'PublishRefused';
/** The error type of a publish to try again after the platform's wait. */
export const PUBLISH_RETRY_LATER = 'PublishRetryLater';

/** The signal that gives a waiting automatic publish a new time (its one argument, ISO). */
export const RESCHEDULE_PUBLISH_SIGNAL = 'reschedulePublish';
