// The local activities a finished workflow ran, in order, as its history's markers record them: what
// an operator sees as the run's steps in the Temporal UI.
import type { WorkflowHandle } from '@temporalio/client';

export async function localActivitiesOf(handle: WorkflowHandle): Promise<string[]> {
  const { events } = await handle.fetchHistory();
  return (events ?? []).flatMap((e) => {
    const marker = e.markerRecordedEventAttributes;
    if (marker?.markerName !== 'core_local_activity') return [];
    const data = marker.details?.data?.payloads?.[0]?.data;
    if (!data) return [];
    return [(JSON.parse(Buffer.from(data).toString('utf8')) as { activity_type: string }).activity_type];
  });
}
