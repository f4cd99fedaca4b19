// Recorded histories of the run workflow, replayed against the current workflow code so that a
// change which would break runs already in flight fails the tests instead of production workers.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { WorkflowHandle } from '@temporalio/client';
import type { History } from '@temporalio/common/lib/proto-utils';

const HISTORIES_DIR = path.join(__dirname, '..', 'synth-run', 'histories');

/** Set RECORD_HISTORIES=1 when running synth-run.workflow.int.test.ts to rewrite the files. */
export const recordingHistories = process.env.RECORD_HISTORIES === '1';

// The SDK's historyToJSON/historyFromJSON fail with "type must be a Type" when @temporalio/common and
// @temporalio/proto each get their own copy of protobufjs (as npm installs them here): the JSON
// codec must come from the copy that built the History type, so it is loaded from next to the protos.
type ProtoJson = {
  toJson(type: unknown, message: unknown): unknown;
  fromJson(type: unknown, json: unknown, options: object): History | null;
};
// @temporalio/proto is loaded the way the SDK loads it (as a dependency of @temporalio/common), as
// the CommonJS module itself: its root namespace is what patchProtobufRoot expects.
const fromCommon = createRequire(createRequire(__filename).resolve('@temporalio/common'));
const proto = fromCommon('@temporalio/proto') as typeof import('@temporalio/proto');
const { patchProtobufRoot } = fromCommon(
  '@temporalio/proto/lib/patch-protobuf-root',
) as typeof import('@temporalio/proto/lib/patch-protobuf-root');
const protojson = createRequire(fromCommon.resolve('@temporalio/proto'))('protobufjs/ext/protojson') as ProtoJson;
const historyType = (patchProtobufRoot(proto) as unknown as { lookupType(name: string): unknown }).lookupType(
  'temporal.api.history.v1.History',
);

/** Writes one finished workflow's history as `<name>.json`, the format `temporal workflow show -o json` prints. */
export async function saveHistory(name: string, handle: WorkflowHandle): Promise<void> {
  const history = proto.temporal.api.history.v1.History.fromObject(await handle.fetchHistory());
  fs.mkdirSync(HISTORIES_DIR, { recursive: true });
  // Failure stack traces name this machine's paths; replay never reads them.
  const json = JSON.stringify(
    protojson.toJson(historyType, history),
    (key, value: unknown) => (key === 'stackTrace' ? undefined : value),
    2,
  );
  fs.writeFileSync(path.join(HISTORIES_DIR, `${name}.json`), `${json}\n`);
}

/** Every recorded history, named by its file. */
export function loadHistories(): { workflowId: string; history: History }[] {
  return fs
    .readdirSync(HISTORIES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const history = protojson.fromJson(
        historyType,
        JSON.parse(fs.readFileSync(path.join(HISTORIES_DIR, f), 'utf8')),
        { ignoreUnknownFields: true },
      );
      if (!history) throw new Error(`${f} is no workflow history`);
      return { workflowId: path.basename(f, '.json'), history };
    });
}
