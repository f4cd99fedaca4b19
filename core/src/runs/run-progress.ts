// How far a run is, in whole percent. The GraphQL field, the live update, the REST run and the
// web editor all show this one figure. Pure: the web app bundles it too.

/** The steps a run reports: fetch, process, deliver. The run's record, the worker and the editor count to it. */
export const RUN_STEPS = 3;

/** Steps done out of the total, rounded to a whole percent; a total below 1 counts as 1. */
export const progressPercent = (current: number, total: number): number =>
  Math.round((current / Math.max(1, total)) * 100);
