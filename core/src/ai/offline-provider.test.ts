import { describe, expect, it } from 'vitest';
import { linkedinLibrary } from '../content/template-library.test-data';
import type { PostRequest, SummaryRequest } from './ai.types';
import { extractSentences } from './extractive-summary';
import { pickTemplateOffline } from './offline-post';
import { OFFLINE_MODEL, OfflineAiProvider } from './offline-provider';
import { fitToPlatform, hashtagsFromTopics, toTweetThread } from './platform-fit';
import { countWords } from './token-estimate';
import { paragraphBounds, splitParagraphs } from './summary-length';
import { tweetLength } from '../content/platform-limits';

const ARTICLE = `Solar power overtook coal in the European Union's electricity mix for the first time last year, according to a new report by the energy think tank Ember.
Solar generated 11% of the bloc's electricity in 2024, while coal fell below 10%.

The shift was driven by record installations of solar panels across Germany, Spain and Poland. Installations rose 4% compared with the previous year, reaching 65.5 gigawatts.
Click here to subscribe to our newsletter.

Gas-fired generation also declined for the fifth year in a row. Analysts said the falling share of fossil fuels shows that the EU's energy transition is accelerating.
However, the report warned that grid investment is lagging behind. Without new transmission lines, solar farms are increasingly forced to curtail output on sunny days.

Dr. Chris Rosslowe, an analyst at Ember, said the results were "a turning point for Europe's power system." He added that storage will be essential to make full use of solar power in the evenings.
Wind power remained the second-largest renewable source, producing 17% of electricity. Hydropower recovered after a drought in 2023.
The European Commission has set a target of 42.5% renewable energy by 2030. Member states are expected to submit updated national plans later this year.
Industry groups welcomed the figures but called for faster permitting. Environmental groups said coal plants should close sooner.
Electricity prices fell across most markets as renewable output grew. Consumers in Spain saw some of the lowest wholesale prices in Europe.
The report is based on data from national grid operators and Eurostat.`;

const TITLE = 'Solar overtakes coal in EU electricity for first time';

const summaryReq = (over: Partial<SummaryRequest> = {}): SummaryRequest => ({
  article: { title: TITLE, link: 'https://ember.example/report', text: ARTICLE, publishedAt: null, source: 'Ember' },
  length: 'brief',
  style: 'informative',
  customPrompt: null,
  ...over,
});

const LENGTHS = ['brief', 'medium', 'detailed'] as const;
const STYLES = ['informative', 'analytical', 'conversational'] as const;
const inputSentences = new Set(extractSentences(ARTICLE));

/** Output sentences with the provider's own framing (lead, bullet heading and markers) removed. */
function outputSentences(summary: string): string[] {
  return extractSentences(summary.replace(/^Here's the gist: /, '')).filter((s) => s !== 'Key points:');
}

describe('OfflineAiProvider.summarize', () => {
  const ai = new OfflineAiProvider();

  it('is the synth-extractive-2 model', () => {
    expect(ai.model).toBe('synth-extractive-2');
    expect(OFFLINE_MODEL).toBe('synth-extractive-2');
  });

  it.each(LENGTHS.flatMap((length) => STYLES.map((style) => [length, style] as const)))(
    'never fabricates and respects the paragraph bounds (%s, %s)',
    async (length, style) => {
      const { value, model } = await ai.summarize(summaryReq({ length, style }));
      expect(model).toBe(OFFLINE_MODEL);
      const sentences = outputSentences(value);
      expect(sentences.length).toBeGreaterThan(0);
      for (const s of sentences) expect(inputSentences).toContain(s);
      const { min, max } = paragraphBounds(length);
      const paragraphs = splitParagraphs(value);
      expect(paragraphs.length).toBeGreaterThanOrEqual(min);
      expect(paragraphs.length).toBeLessThanOrEqual(max);
      expect(value).not.toMatch(/<[a-z]/i);
    },
  );

  it('keeps the original order and drops boilerplate', async () => {
    const { value } = await ai.summarize(summaryReq({ length: 'detailed' }));
    const order = extractSentences(ARTICLE);
    const positions = outputSentences(value).map((s) => order.indexOf(s));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(value).not.toContain('subscribe');
    // The lead sentence of a news story always makes it.
    expect(value.startsWith('Solar power overtook coal')).toBe(true);
  });

  it('is deterministic', async () => {
    const a = await ai.summarize(summaryReq({ length: 'medium', style: 'analytical' }));
    const b = await ai.summarize(summaryReq({ length: 'medium', style: 'analytical' }));
    expect(b).toEqual(a);
  });

  it('frames styles without adding facts', async () => {
    const conversational = (await ai.summarize(summaryReq({ style: 'conversational' }))).value;
    expect(conversational.startsWith("Here's the gist: ")).toBe(true);
    const analytical = (await ai.summarize(summaryReq({ style: 'analytical', length: 'medium' }))).value;
    const last = splitParagraphs(analytical).at(-1)!;
    const [heading, ...bullets] = last.split('\n');
    expect(heading).toBe('Key points:');
    expect(bullets.length).toBeGreaterThan(0);
    for (const b of bullets) expect(inputSentences).toContain(b.replace(/^- /, ''));
  });

  it('uses the custom prompt as a focus', async () => {
    const plain = (await ai.summarize(summaryReq())).value;
    const focused = (
      await ai.summarize(summaryReq({ customPrompt: 'Focus on grid transmission lines and curtailment' }))
    ).value;
    expect(plain).not.toContain('transmission lines');
    expect(focused).toContain('Without new transmission lines');
  });

  it('keeps a short article as it is, and falls back to the title when there is no text', async () => {
    const short = await ai.summarize(
      summaryReq({
        length: 'detailed',
        article: { ...summaryReq().article, text: 'Only one sentence is in this feed item.' },
      }),
    );
    expect(short.value).toBe('Only one sentence is in this feed item.');
    const empty = await ai.summarize(summaryReq({ article: { ...summaryReq().article, text: '  ' } }));
    expect(empty.value).toBe(TITLE);
  });

  it('accounts ~1.3 tokens per word of input and output', async () => {
    const req = summaryReq();
    const { value, tokensUsed } = await ai.summarize(req);
    const words = countWords(TITLE) + countWords(ARTICLE) + countWords(value);
    expect(tokensUsed).toBe(Math.ceil(words * 1.3));
  });
});

describe('extractSentences', () => {
  it('treats line breaks as boundaries unless the next line continues the sentence', () => {
    expect(
      extractSentences(
        'Heading without stop\nThe body starts here and\ncontinues here. Next one.\n- a list item\n- another',
      ),
    ).toEqual([
      'Heading without stop',
      'The body starts here and continues here.',
      'Next one.',
      'a list item',
      'another',
    ]);
  });

  it('drops duplicates', () => {
    expect(extractSentences('Same thing. Same thing. Other.')).toEqual(['Same thing.', 'Other.']);
  });
});

describe('hashtagsFromTopics', () => {
  it('CamelCases topic words, strips the professional: prefix, dedupes and keeps at most 5', () => {
    expect(
      hashtagsFromTopics([
        'machine learning',
        'professional:supply chain',
        'AI',
        'ai',
        'Machine-Learning',
        '2024',
        'e-commerce',
        'fintech',
        'cloud',
      ]),
    ).toEqual(['#MachineLearning', '#SupplyChain', '#AI', '#ECommerce', '#Fintech']);
    expect(hashtagsFromTopics([])).toEqual([]);
  });
});

describe('toTweetThread', () => {
  it('returns a short post as one unnumbered tweet', () => {
    expect(toTweetThread('Short and sweet.')).toEqual(['Short and sweet.']);
  });

  it('splits into numbered tweets of at most 280 characters without losing words', () => {
    const text = [
      Array.from({ length: 12 }, (_, i) => `Sentence ${i} explains one more detail about the story.`).join(' '),
      `https://example.com/${'x'.repeat(300)}`,
      '#One #Two',
    ].join('\n\n');
    const tweets = toTweetThread(text);
    expect(tweets.length).toBeGreaterThan(1);
    // X counts a link as 23 characters, so the long link stays whole.
    expect(tweets.some((t) => t.includes(`https://example.com/${'x'.repeat(300)}`))).toBe(true);
    tweets.forEach((t, i) => {
      expect(tweetLength(t)).toBeLessThanOrEqual(280);
      expect(t.startsWith(`${i + 1}/${tweets.length} `)).toBe(true);
    });
    const words = (s: string) => s.split(/\s+/).filter(Boolean).join('');
    expect(words(tweets.map((t) => t.replace(/^\d+\/\d+ /, '')).join(' '))).toBe(words(text));
  });
});

describe('fitToPlatform', () => {
  it('truncates the body but keeps the trailer within the platform limit', () => {
    const out = fitToPlatform('instagram', 'word '.repeat(1000), 'Example: X (https://x.example)\n\n#Tag');
    expect([...out].length).toBeLessThanOrEqual(2200);
    expect(out).toContain('https://x.example');
    expect(out.endsWith('#Tag')).toBe(true);
    expect(out).toContain('…');
  });

  it('leaves email and blog uncut', () => {
    const long = 'word '.repeat(2000).trim();
    expect(fitToPlatform('blog', long, '')).toBe(long);
  });
});

const SUMMARY =
  "Solar generated 11% of the bloc's electricity in 2024, while coal fell below 10%. Installations rose to record levels. Analysts expect more growth. Grid investment lags.";

const postReq = (over: Partial<PostRequest> = {}): PostRequest => ({
  summaries: [
    {
      title: 'Solar overtakes coal in EU',
      link: 'https://www.ember.example/report',
      summary: `Here's the gist: ${SUMMARY}`,
    },
    { title: 'Wind output steady', link: 'https://wind.example/a', summary: 'Wind produced 17% of power.' },
  ],
  contentType: 'linkedin',
  templateId: 'informative',
  templateText: '',
  customPrompt: null,
  includeHashtags: true,
  autoSelectTemplate: false,
  topics: ['renewable energy', 'professional:energy policy'],
  examples: [{ title: 'Spain grid case', url: 'https://ex.example/spain', snippet: 'Spain added storage.' }],
  ...over,
});

describe('OfflineAiProvider.writePost', () => {
  const ai = new OfflineAiProvider();

  it('composes headline, 1–3 summary sentences, source links, examples and hashtags when the template has no placeholders', async () => {
    const { value, model, tokensUsed } = await ai.writePost(postReq());
    expect(model).toBe(OFFLINE_MODEL);
    expect(tokensUsed).toBeGreaterThan(0);
    expect(value.templateId).toBe('informative');
    const text = value.text;
    expect(text.startsWith('Solar overtakes coal in EU\n\n')).toBe(true);
    expect(text).toContain("Solar generated 11% of the bloc's electricity in 2024, while coal fell below 10%.");
    expect(text).not.toContain("Here's the gist");
    expect(text).not.toContain('Grid investment lags.'); // 4th sentence: at most 3
    expect(text).toContain('https://www.ember.example/report');
    expect(text).toContain('https://wind.example/a');
    expect(text).toContain('https://ex.example/spain');
    expect(text.split('\n').at(-1)).toBe('#RenewableEnergy #EnergyPolicy');
    expect(text).not.toMatch(/<[a-z/]/i);
  });

  it('omits hashtags when asked to', async () => {
    const { value } = await ai.writePost(postReq({ includeHashtags: false }));
    expect(value.text).not.toContain('#');
  });

  it("fills the placeholders of a template of the user's own and leaves out a line whose value is missing", async () => {
    const { value } = await ai.writePost(
      postReq({
        templateId: 'my-own',
        templateText:
          '📊 {statistic}\n\n{headline} ({source}): {summary}\nMore: {link}\nTopic: {topic} {nonsense}\n\n{hashtags}',
        examples: [],
      }),
    );
    expect(value.text).toBe(
      [
        "📊 Solar generated 11% of the bloc's electricity in 2024, while coal fell below 10%.",
        '',
        "Solar overtakes coal in EU (ember.example): Solar generated 11% of the bloc's electricity in 2024, while coal fell below 10%. Installations rose to record levels. Analysts expect more growth.",
        'More: https://www.ember.example/report',
        '',
        '#RenewableEnergy #EnergyPolicy',
      ].join('\n'),
    );
  });

  it('adds example links a template did not place', async () => {
    const { value } = await ai.writePost(
      postReq({ templateId: 'my-own', templateText: '{headline}', includeHashtags: false }),
    );
    expect(value.text).toBe('Solar overtakes coal in EU\n\nExample: Spain grid case (https://ex.example/spain)');
  });

  it('keeps X posts within 280 characters per tweet, threading when needed', async () => {
    const single = await ai.writePost(
      postReq({
        contentType: 'twitter',
        examples: [],
        summaries: [{ title: 'Short', link: 'https://s.example', summary: 'Tiny news.' }],
      }),
    );
    expect(single.value.text).toBe('Short\n\nTiny news.\n\nhttps://s.example\n#RenewableEnergy #EnergyPolicy');

    const longSummary = [
      'A very long sentence about the energy market that goes on and on with many details included for the reader.',
      'Another distinct sentence about storage and batteries and prices in several countries today, said analysts.',
      'Regulators expect the change to cut waiting times for projects that are ready to connect to the grid.',
    ].join(' ');
    const concise = await ai.writePost(
      postReq({
        contentType: 'twitter',
        summaries: [{ title: 'Long', link: 'https://l.example', summary: longSummary }],
      }),
    );
    expect(tweetLength(concise.value.text)).toBeLessThanOrEqual(280);
    expect(concise.value.text).toContain('https://l.example');

    const long = await ai.writePost(
      postReq({
        contentType: 'twitter',
        templateId: 'threaded',
        summaries: [{ title: 'Long', link: 'https://l.example', summary: longSummary }],
      }),
    );
    const tweets = long.value.text.split('\n\n');
    expect(tweets.length).toBeGreaterThan(1);
    tweets.forEach((t, i) => {
      expect(tweetLength(t)).toBeLessThanOrEqual(280);
      expect(t.startsWith(`${i + 1}/${tweets.length} `)).toBe(true);
    });
    expect(long.value.text).toContain('https://l.example');
    expect(long.value.text).toContain('https://ex.example/spain');
  });

  describe('autoSelectTemplate', () => {
    const library = linkedinLibrary([
      { id: 'informative', name: 'Informative', description: '', text: '' },
      {
        id: 'industry-insights',
        name: 'Industry Insights',
        description: '',
        text: 'By the numbers: {statistic}\n{link}',
      },
      { id: 'conversation-starter', name: 'Conversation Starter', description: '', text: '{headline}?' },
    ]);
    const candidates = library.byContentType.linkedin;

    it('picks a stats template when the news carries a figure, and uses its text', async () => {
      const ai2 = new OfflineAiProvider({ library });
      const { value } = await ai2.writePost(
        postReq({ autoSelectTemplate: true, examples: [], includeHashtags: false }),
      );
      expect(value.templateId).toBe('industry-insights');
      expect(value.text.split('\n\n').slice(0, 2)).toEqual([
        'Solar overtakes coal in EU',
        "Solar generated 11% of the bloc's electricity in 2024, while coal fell below 10%.",
      ]);
      expect(value.text).toContain('https://www.ember.example/report');
    });

    it('is deterministic and falls back to the requested template, then the first candidate', () => {
      const plain = postReq({
        autoSelectTemplate: true,
        examples: [],
        summaries: [{ title: 'Calm day', link: null, summary: 'Nothing much happened in 2024.' }],
      });
      expect(pickTemplateOffline(plain, candidates)).toBe('informative');
      expect(
        pickTemplateOffline(
          { ...plain, summaries: [{ title: 'What next?', link: null, summary: 'Is this the end?' }] },
          candidates,
        ),
      ).toBe('conversation-starter');
      expect(pickTemplateOffline({ ...plain, templateId: 'gone' }, candidates)).toBe('informative');
      expect(pickTemplateOffline({ ...postReq(), autoSelectTemplate: false }, candidates)).toBe('informative');
    });

    it('prefers the template that earned the most over what the news suggests, when it is a candidate', () => {
      const earned = {
        contentType: 'linkedin',
        templateId: 'conversation-starter',
        words: { low: 1, high: 60 },
        measured: 12,
      };
      const figures = postReq({ autoSelectTemplate: true, examples: [] });
      expect(pickTemplateOffline(figures, candidates)).toBe('industry-insights');
      expect(pickTemplateOffline({ ...figures, earned }, candidates)).toBe('conversation-starter');
      expect(pickTemplateOffline({ ...figures, earned: { ...earned, templateId: 'gone' } }, candidates)).toBe(
        'industry-insights',
      );
    });
  });
});
