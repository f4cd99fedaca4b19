import type { ActivityOptions } from '@temporalio/workflow';

/** A look at the database that plans a minute's work: quick, and tried again a few times. */
export const PLANNING_OPTIONS: ActivityOptions = {
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '5 seconds', maximumAttempts: 3 },
};
