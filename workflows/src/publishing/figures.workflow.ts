import { isCancellation, proxyActivities, sleep } from '@temporalio/workflow';
import type { FiguresWorkflowInput } from '@synth/core/publishing/figures-readings';
import type { Activities } from '../activities';

// A platform's allowance spent or an outage: tried again after the wait it asked for, for up to a
// day. A refusal for good (the account disconnected, the post deleted) skips the reading.
const read = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: {
    initialInterval: '10 seconds',
    backoffCoefficient: 2,
    maximumInterval: '1 hour',
    maximumAttempts: 30,
    nonRetryableErrorTypes: ['PublishRefused'],
  },
});

/**
 * Reads what one published post earned: a day after it went out, then a week after. Its workflow
 * id is the publication's, so one runs however often it is started; each reading is stored once.
 */
export async function publicationFiguresWorkflow(input: FiguresWorkflowInput): Promise<number> {
  let stored = 0;
  for (const { reading, at } of input.readings) {
    const wait = new Date(at).getTime() - Date.now();
    if (wait > 0) await sleep(wait);
    try {
      if (await read.readPublicationFigures(input.publicationId, reading)) stored += 1;
    } catch (err) {
      // A reading that could not be taken leaves the next one to come.
      if (isCancellation(err)) throw err;
    }
  }
  return stored;
}
