import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completion, failure, startFakeOpenAi, type FakeOpenAi } from '../../../test-support/fake-openai';
import { OfflineAiProvider } from '../ai/offline-provider';
import { OpenAiProvider } from '../ai/openai-provider';
import { validateSynthFields } from '../synths/synth.validation';
import { feedsInCategory } from './curated-feeds';
import { ANALYSIS_FAILED_MESSAGE, draftSynth } from './draft-synth';
import { PROMPT_REQUIRED_MESSAGE, synthFromPrompt } from './quick-create';

let server: FakeOpenAi;
let ai: OpenAiProvider;
beforeAll(async () => {
  server = await startFakeOpenAi();
  ai = new OpenAiProvider({ apiKey: 'test-key', baseUrl: server.baseUrl, model: 'test-model', timeoutMs: 2_000 });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const PROMPT =
  'weekly digest of fintech regulation news for a compliance officer at 7:30, LinkedIn posts, send to ada@example.com';

const plan = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    name: 'Fintech Regulation Digest',
    category: 'Financial Services',
    specializations: ['Fintech & Payments'],
    topics: ['fintech', 'financial regulation'],
    summaryLength: 'medium',
    summaryStyle: 'analytical',
    emailFrequency: 'weekly',
    emailScheduleTime: '07:30',
    contentType: 'linkedin',
    contentTemplate: 'stats-driven-industry-impact',
    includeHashtags: false,
    enableRealWorldExamples: true,
    ...over,
  });

describe('the quick creator with an AI provider', () => {
  it('asks for structured output and turns the plan into a configuration that passes the synth validation', async () => {
    server.replies.push(completion(plan()));
    const result = await draftSynth(PROMPT, { timezone: 'America/Chicago', ai });
    if (!result.ok) throw new Error(result.message);

    const [req] = server.seen;
    expect(req.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'synth_plan', strict: true },
    });
    expect(req.body.response_format.json_schema.schema.properties.category.enum).toContain('Financial Services');
    // The user's sentence travels as quoted data in the user message, not in the instructions.
    expect(req.body.messages[1].content).toContain(`<description>\n${PROMPT}\n</description>`);
    expect(req.body.messages[0].content).not.toContain(PROMPT);

    const { config } = result;
    expect(validateSynthFields(config).errors).toEqual([]);
    const catalogue = feedsInCategory('Financial Services').map((f) => f.url);
    expect(config.rssFeedUrls.length).toBeGreaterThan(0);
    expect(config.rssFeedUrls.every((u) => catalogue.includes(u))).toBe(true);
    expect(config).toMatchObject({
      name: 'Fintech Regulation Digest',
      emailFrequency: 'weekly',
      emailScheduleTime: '07:30',
      userTimezone: 'America/Chicago',
      summaryLength: 'medium',
      summaryStyle: 'analytical',
      contentType: 'linkedin',
      contentTemplate: 'stats-driven-industry-impact',
      linkedInEnabled: true,
      includeHashtags: false,
      enableRealWorldExamples: true,
      recipientEmail: 'ada@example.com',
    });
    // A topic that is also a specialization keyword is kept once, as the professional keyword.
    expect(config.topics).toEqual(
      expect.arrayContaining(['financial regulation', 'professional:fintech', 'professional:open banking']),
    );
    expect(config.topics).not.toContain('fintech');
    expect(result.matchedSpecializations).toEqual(['Fintech & Payments']);
  });

  it("keeps the person's own subject words even when the model's plan leaves them out, and drops a generic topic it chose", async () => {
    server.replies.push(
      completion(
        plan({
          category: 'Management Consulting',
          specializations: ['Operations & Supply Chain'],
          topics: ['news', 'operations'],
          contentTemplate: 'informative',
        }),
      ),
    );
    const result = await draftSynth(
      'Every weekday morning, the logistics and shipping news that matters for a supply-chain consultant, with a LinkedIn post',
      { ai },
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.config.topics).toEqual(
      expect.arrayContaining(['logistics', 'shipping', 'operations', 'professional:supply chain']),
    );
    expect(result.config.topics).not.toContain('news');
  });

  it.each([
    ['not JSON', 'Sure! Here is your synth: fintech news every week.'],
    ['a category outside the catalogue', plan({ category: 'Astrology' })],
    ['a specialization of another category', plan({ specializations: ['Cybersecurity'] })],
    [
      'a template the content type does not have',
      plan({ contentType: 'twitter', contentTemplate: 'stats-driven-industry-impact' }),
    ],
    ['an impossible time', plan({ emailScheduleTime: '25:61' })],
    ['a missing field', JSON.stringify({ name: 'Half a plan', category: 'Legal' })],
  ])('an answer with %s gives "Failed to analyze synth configuration"', async (_what, answer) => {
    server.replies.push(completion(answer));
    const result = await draftSynth(PROMPT, { timezone: 'UTC', ai });
    expect(result).toEqual({ ok: false, message: ANALYSIS_FAILED_MESSAGE });
  });

  it('an unreachable model still gives the user the offline draft', async () => {
    server.replies.push(failure(503));
    const logged: string[] = [];
    const result = await draftSynth(PROMPT, { timezone: 'Europe/Berlin', ai, log: (m) => logged.push(m) });
    expect(result).toEqual(synthFromPrompt(PROMPT, { timezone: 'Europe/Berlin' }));
    expect(logged[0]).toMatch(/AI unavailable/);
    // The server log keeps what the service said, not only the sentence.
    expect(logged[0]).toContain('failure 503');
  });

  it('an empty or overlong prompt is refused without calling the model', async () => {
    expect(await draftSynth('   ', { ai })).toEqual({ ok: false, message: PROMPT_REQUIRED_MESSAGE });
    expect(await draftSynth(`fintech ${'news '.repeat(400)}`, { ai })).toEqual({
      ok: false,
      message: 'Please keep your description under 2,000 characters.',
    });
    expect(server.seen).toHaveLength(0);
  });
});

describe('the quick creator offline', () => {
  it('uses the catalogue matcher when the provider has no structured output', async () => {
    const result = await draftSynth(PROMPT, { timezone: 'Asia/Tokyo', ai: new OfflineAiProvider() });
    expect(result).toEqual(synthFromPrompt(PROMPT, { timezone: 'Asia/Tokyo' }));
    expect(result.ok && result.config.userTimezone).toBe('Asia/Tokyo');
  });

  it('an unknown zone falls back to UTC', async () => {
    const result = await draftSynth(PROMPT, { timezone: 'Mars/Olympus' });
    expect(result.ok && result.config.userTimezone).toBe('UTC');
  });
});
