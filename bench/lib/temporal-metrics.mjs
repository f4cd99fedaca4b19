// Temporal's own work, counted from the dev server's Prometheus metrics: the requests its services
// answer (service_requests) and the reads and writes they make to its database
// (persistence_requests), by service and operation. Counts, so a busy machine does not change them.

const COUNTERS = ['service_requests', 'persistence_requests'];
const LINE = /^(\w+)\{([^}]*)\}\s+([0-9.e+-]+)$/;

/** Every counted request so far, keyed "metric service operation". */
export async function temporalCounts(metricsUrl) {
  const res = await fetch(metricsUrl);
  if (!res.ok) throw new Error(`Temporal's metrics answered ${res.status}`);
  const counts = new Map();
  for (const line of (await res.text()).split('\n')) {
    const m = LINE.exec(line);
    if (!m || !COUNTERS.includes(m[1])) continue;
    const labels = Object.fromEntries([...m[2].matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    const key = `${m[1]} ${labels.service_name ?? '?'} ${labels.operation ?? '?'}`;
    counts.set(key, (counts.get(key) ?? 0) + Number(m[3]));
  }
  return counts;
}

/** What was counted between two readings, per run. */
export function perRunCounts(before, after, runs) {
  const out = new Map();
  for (const [key, n] of after) out.set(key, (n - (before.get(key) ?? 0)) / runs);
  return out;
}

/**
 * What a run costs Temporal, from counts per run: the writes of workflow state in its database
 * (a run's start and each change: a task started or completed, a heartbeat), and the requests the
 * worker makes besides polling for work (completing workflow tasks and activities, heartbeats).
 * Polls, the bench's own requests and the server's bookkeeping depend on time, not on runs.
 */
export function runFigures(counts) {
  const get = (key) => counts.get(key) ?? 0;
  const writes = ['CreateWorkflowExecution', 'UpdateWorkflowExecution', 'ConflictResolveWorkflowExecution'];
  const fromWorker = [
    'RespondWorkflowTaskCompleted',
    'RespondWorkflowTaskFailed',
    'RespondActivityTaskCompleted',
    'RespondActivityTaskFailed',
    'RecordActivityTaskHeartbeat',
  ];
  return {
    writes: writes.reduce((sum, op) => sum + get(`persistence_requests history ${op}`), 0),
    workerRequests: fromWorker.reduce((sum, op) => sum + get(`service_requests frontend ${op}`), 0),
    rows: [
      ...writes.map((op) => `persistence_requests history ${op}`),
      ...fromWorker.map((op) => `service_requests frontend ${op}`),
    ]
      .map((key) => [key.replace(/^\w+ /, ''), get(key)])
      .filter(([, n]) => n > 0),
  };
}
