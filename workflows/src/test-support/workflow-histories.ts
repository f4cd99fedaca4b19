// Recorded histories of every workflow type, kept in each feature's histories/ folder and replayed
// against the current workflow code, so that a change which would break workflows already in flight
// fails the tests instead of production workers.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { WorkflowHandle } from '@temporalio/client';
import type { History } from '@temporalio/common/lib/proto-utils';

const SRC = path.join(__dirname, '..');
const historiesDirOf = (feature: string) => path.join(SRC, feature, 'histories');

/** Set RECORD_HISTORIES=1 when running the tests that record them (`*.workflow.int.test.ts`) to rewrite the files. */
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

/**
 * Writes one finished workflow's history as `<feature>/histories/<name>.json`, the format
 * `temporal workflow show -o json` prints.
 */
export async function saveHistory(feature: string, name: string, handle: WorkflowHandle): Promise<void> {
  const history = proto.temporal.api.history.v1.History.fromObject(await handle.fetchHistory());
  const dir = historiesDirOf(feature);
  fs.mkdirSync(dir, { recursive: true });
  // Failure stack traces name this machine's paths; replay never reads them.
  const json = JSON.stringify(
    protojson.toJson(historyType, history),
    (key, value: unknown) => (key === 'stackTrace' ? undefined : value),
    2,
  );
  fs.writeFileSync(path.join(dir, `${name}.json`), `${json}\n`);
}

/** Every recorded history, named `<feature>/<file>`. */
export function loadHistories(): { workflowId: string; history: History }[] {
  return fs
    .readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(historiesDirOf(entry.name)))
    .map((entry) => entry.name)
    .sort()
    .flatMap((feature) =>
      fs
        .readdirSync(historiesDirOf(feature))
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => {
          const file = path.join(historiesDirOf(feature), f);
          const history = protojson.fromJson(historyType, JSON.parse(fs.readFileSync(file, 'utf8')), {
            ignoreUnknownFields: true,
          });
          if (!history) throw new Error(`${feature}/${f} is no workflow history`);
          return { workflowId: `${feature}/${path.basename(f, '.json')}`, history };
        }),
    );
}

/** The workflow type a recorded history ran. */
export function workflowTypeOf(history: History): string | null | undefined {
  return history.events?.[0]?.workflowExecutionStartedEventAttributes?.workflowType?.name;
}
