/** A run with one of these statuses sends no further progress. */
const FINISHED = new Set(['succeeded', 'failed', 'canceled']);

export const isFinished = (status: string | null | undefined) => !!status && FINISHED.has(status);
