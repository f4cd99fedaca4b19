// The runs a person starts, as the API starts them, on the real worker and Temporal server: they
// carry their search attributes from their start, so the run writes none of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunTrigger, runConfigOf, runWorkflowIdFor, SynthRun } from '@synth/core/runs';
import type { SynthFields } from '@synth/core/synths';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { savedTestSynth } from '../test-support/start-run';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';
import { RUN_TRIGGER, SYNTH_ID, SYNTH_USER_ID } from '../synth-run/run-search-attributes';
import { TemporalRunStarter } from './run-starter';

let h: WorkerHarness;
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.setFeed(
    '/preview.xml',
    rss('Preview news', [
      {
        title: 'Card payments move to instant rails',
        link: 'https://news.example.com/preview/1',
        description: 'Banks agreed to settle card payments on instant rails from next year.',
      },
    ]),
  );
  h = await startWorker();
});
afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

describe('a run a person starts', () => {
  it('a preview of unsaved editor data is listed by owner and trigger from its start, without a synth', async () => {
    // The editor's data, run once without saving: the run row has no synth.
    const { em, user, synth } = await savedTestSynth(h, {
      rssFeedUrls: [`${feeds.url}/preview.xml`],
      topics: ['payments'],
    } as SynthFields);
    const run = em.create(SynthRun, {
      user,
      synth: null,
      trigger: RunTrigger.preview,
      config: runConfigOf(synth),
      workflowId: '',
    } as unknown as SynthRun);
    run.workflowId = runWorkflowIdFor(run.id);
    await em.flush();

    await new TemporalRunStarter(async () => h.client, h.taskQueue).start({
      id: run.id,
      workflowId: run.workflowId,
      trigger: RunTrigger.preview,
      synthId: null,
      userId: user.id,
    });
    const handle = h.client.workflow.getHandle(run.workflowId);
    expect(await handle.result()).toMatchObject({ runId: run.id, status: 'succeeded', articlesFetched: 1 });

    const execution = await handle.describe();
    expect(execution.typedSearchAttributes.get(RUN_TRIGGER)).toBe('preview');
    expect(execution.typedSearchAttributes.get(SYNTH_USER_ID)).toBe(user.id);
    expect(execution.typedSearchAttributes.get(SYNTH_ID)).toBeUndefined();
    const history = await handle.fetchHistory();
    const started = history.events?.[0]?.workflowExecutionStartedEventAttributes;
    expect(Object.keys(started?.searchAttributes?.indexedFields ?? {}).sort()).toEqual(['RunTrigger', 'SynthUserId']);
    expect(history.events?.filter((e) => e.upsertWorkflowSearchAttributesEventAttributes)).toEqual([]);
  });
});
