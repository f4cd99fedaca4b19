// "Every post is publishable": for each content type and each template, the offline writer's post
// built from the project's news corpus has no placeholder, instruction phrase or empty slot and
// keeps its platform's limits; articles that try prompt injection never get their instructions
// into a post.
import { describe, expect, it } from 'vitest';
import {
  CORPUS_ARTICLES,
  CORPUS_SOURCES,
  THREE_SOURCE_STORY,
  corpusArticle,
  corpusSource,
  labelledPairs,
  type CorpusArticle,
} from '../../../test-support/corpus';
import { echoesInjectedText } from '../content/injected-instructions';
import { hashtagsIn, measurePost, tweetLength, tweetsOf } from '../content/platform-limits';
import { checkPost } from '../content/post-quality';
import { PER_TYPE_TEMPLATE_IDS } from '../content/post-templates';
import { templateLibrary } from '../content/template-library';
import type { ContentType } from '../synths/synth.enums';
import type { PostRequest, SummaryRequest } from './ai.types';
import { writeCheckedPost } from './checked-post';
import { OfflineAiProvider } from './offline-provider';

const ai = new OfflineAiProvider({ library: templateLibrary });
const CONTENT_TYPES = Object.keys(templateLibrary.byContentType) as `${ContentType}`[];

type SummaryShape = Pick<SummaryRequest, 'length' | 'style'>;

async function summariesOf(
  articles: CorpusArticle[],
  shape: SummaryShape = { length: 'brief', style: 'informative' },
): Promise<PostRequest['summaries']> {
  return Promise.all(
    articles.map(async (a) => {
      const source = corpusSource(a.source).name;
      const { value } = await ai.summarize({
        article: { title: a.title, link: a.url, text: a.content, publishedAt: a.publishedAt, source },
        ...shape,
        customPrompt: null,
      });
      return { title: a.title, link: a.url, summary: value, source };
    }),
  );
}

function request(
  contentType: `${ContentType}`,
  templateId: string,
  summaries: PostRequest['summaries'],
  over: Partial<PostRequest> = {},
): PostRequest {
  const template = templateLibrary.byContentType[contentType].find((t) => t.id === templateId)!;
  return {
    summaries,
    contentType,
    templateId,
    templateText: template.text,
    customPrompt: null,
    includeHashtags: true,
    autoSelectTemplate: false,
    topics: ['renewable energy', 'professional:energy storage', 'public health'],
    examples: [],
    ...over,
  };
}

// The opening words of every per-type template paragraph (all of them instructions to a writer)
// and of every template line with a placeholder: none may appear in a post. (The LinkedIn formats'
// steps and questions without placeholders speak to the reader and may be used as they are.)
const TEMPLATE_LINE_OPENINGS = [
  ...new Set(
    Object.values(templateLibrary.byContentType)
      .flat()
      .flatMap((t) =>
        PER_TYPE_TEMPLATE_IDS.includes(t.id) ? t.text.split('\n') : t.text.split('\n').filter((l) => l.includes('{')),
      )
      .map((l) => l.replace(/^\s*(?:\d+\.|-)\s*/, '').trim())
      .filter((l) => l.length > 30)
      .map((l) => l.slice(0, 28)),
  ),
];

const ALL_TEMPLATES = CONTENT_TYPES.flatMap((type) =>
  templateLibrary.byContentType[type].map((t) => [type, t.id] as const),
);

const STORY_SETS: Record<string, string[]> = {
  'the three-source story with figures': [
    'greenfield-riverton-battery',
    'northwind-aurora-approval',
    'civic-rail-yard-vote',
  ],
  'stories without figures': ['greenfield-heat-pump-installers', 'oss-license-change', 'pacific-walking-study'],
  'a health story and an open source story': ['pacific-flu-vaccine-uptake', 'oss-database-release'],
};

function expectPublishable(req: PostRequest, text: string): void {
  expect(
    checkPost({
      contentType: req.contentType,
      text,
      includeHashtags: req.includeHashtags,
      sources: req.summaries.map((s) => s.summary),
    }),
  ).toEqual([]);
  for (const opening of TEMPLATE_LINE_OPENINGS) expect(text).not.toContain(opening);
  expect(text).not.toMatch(/\{|\}|\(\s*\)|\[\s*\]|:\s*\.(\s|$)/);
  expect(measurePost(req.contentType, text).withinLimits).toBe(true);
  if (!req.includeHashtags) expect(hashtagsIn(text)).toEqual([]);
}

describe('the news corpus', () => {
  it('has at least 25 articles from 6 sources, a story told by 3 sources, 2 injection articles, and articles with and without figures', () => {
    expect(CORPUS_ARTICLES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(CORPUS_ARTICLES.map((a) => a.source)).size).toBe(CORPUS_SOURCES.length);
    expect(CORPUS_SOURCES).toHaveLength(6);
    const story = CORPUS_ARTICLES.filter((a) => a.story === THREE_SOURCE_STORY);
    expect(new Set(story.map((a) => a.source)).size).toBe(3);
    expect(new Set(story.map((a) => a.url)).size).toBe(3);
    expect(new Set(story.map((a) => a.title)).size).toBe(3);
    expect(CORPUS_ARTICLES.filter((a) => a.injection)).toHaveLength(2);
    expect(CORPUS_ARTICLES.some((a) => a.hasFigure) && CORPUS_ARTICLES.some((a) => !a.hasFigure)).toBe(true);
    expect(new Set(CORPUS_ARTICLES.map((a) => a.url)).size).toBe(CORPUS_ARTICLES.length);
    expect(labelledPairs().filter((p) => p.sameStory).length).toBe(4); // 3 pairs in the 3-source story, 1 in the 2-source one
  });
});

describe('every offline post is publishable', () => {
  for (const [setName, ids] of Object.entries(STORY_SETS)) {
    describe(setName, () => {
      it.each(ALL_TEMPLATES)('%s / %s', async (contentType, templateId) => {
        const summaries = await summariesOf(ids.map(corpusArticle));
        const req = request(contentType, templateId, summaries);
        const { value } = await ai.writePost(req);
        expect(value.templateId).toBe(templateId);
        expectPublishable(req, value.text);
        // The story itself is there: its link (or, on X, at least the lead story's link) and its title or lead.
        expect(value.text).toContain(summaries[0].link!);
      });
    });
  }

  // Analytical summaries end on "Key points:" bullets and conversational ones open on "Here's the gist:".
  it.each(ALL_TEMPLATES)(
    'from detailed analytical and conversational summaries too (%s / %s)',
    async (contentType, templateId) => {
      for (const style of ['analytical', 'conversational'] as const) {
        const summaries = await summariesOf(STORY_SETS['a health story and an open source story'].map(corpusArticle), {
          length: 'detailed',
          style,
        });
        const req = request(contentType, templateId, summaries);
        const { value } = await ai.writePost(req);
        expectPublishable(req, value.text);
        expect(value.text).not.toMatch(/Key points|Here's the gist/);
      }
    },
  );

  it.each(ALL_TEMPLATES)('has no hashtag when hashtags are off (%s / %s)', async (contentType, templateId) => {
    const req = request(
      contentType,
      templateId,
      await summariesOf(STORY_SETS['the three-source story with figures'].map(corpusArticle)),
      { includeHashtags: false },
    );
    const { value } = await ai.writePost(req);
    expectPublishable(req, value.text);
  });

  it('carries the figure when the story has one, and leaves the figure sentence out when it has none', async () => {
    const withFigure = await ai.writePost(
      request('linkedin', 'informative', await summariesOf([corpusArticle('northwind-retail-sales')])),
    );
    expect(withFigure.value.text).toContain('1.3%');
    const without = await ai.writePost(
      request('linkedin', 'stats-driven-industry-impact', await summariesOf([corpusArticle('oss-license-change')])),
    );
    expect(without.value.text).not.toMatch(/By the numbers|this number/);
  });

  it('keeps every tweet within 280 characters as X counts them, numbering a thread', async () => {
    const req = request(
      'twitter',
      'threaded',
      await summariesOf(STORY_SETS['the three-source story with figures'].map(corpusArticle)),
    );
    const tweets = tweetsOf((await ai.writePost(req)).value.text);
    expect(tweets.length).toBeGreaterThanOrEqual(3);
    tweets.forEach((t, i) => {
      expect(t.startsWith(`${i + 1}/${tweets.length} `)).toBe(true);
      expect(tweetLength(t)).toBeLessThanOrEqual(280);
    });
  });

  it('gives email and blog posts headings', async () => {
    const summaries = await summariesOf(STORY_SETS['a health story and an open source story'].map(corpusArticle));
    const email = (await ai.writePost(request('email', 'informative', summaries))).value.text;
    expect(email.split('\n')[0]).toBe(`Subject: ${summaries[0].title}`);
    for (const s of summaries) expect(email.split('\n')).toContain(s.title);
    const blog = (await ai.writePost(request('blog', 'informative', summaries))).value.text;
    expect(blog.split('\n')[0]).toBe(`# ${summaries[0].title}`);
    for (const s of summaries.slice(1)) expect(blog.split('\n')).toContain(`## ${s.title}`);
  });

  it('keeps an Instagram caption within 2,200 characters and 30 hashtags', async () => {
    const topics = Array.from({ length: 40 }, (_, i) => `topic number ${i}`);
    const long = CORPUS_ARTICLES.slice(0, 12);
    const req = request('instagram', 'informative', await summariesOf(long), { topics });
    const { value } = await ai.writePost(req);
    const m = measurePost('instagram', value.text);
    expect(m.length).toBeLessThanOrEqual(2200);
    expect(m.hashtags).toBeLessThanOrEqual(30);
  });
});

describe('injected instructions stay data', () => {
  const injectionArticles = CORPUS_ARTICLES.filter((a) => a.injection);
  const injected = injectionArticles.flatMap((a) => a.injectedSentences ?? []);

  it.each(ALL_TEMPLATES)('never reach an offline post (%s / %s)', async (contentType, templateId) => {
    const summaries = await summariesOf(injectionArticles);
    // A summary that kept the article's instructions (as a model summary might) must not pass them on either.
    const raw = injectionArticles.map((a) => ({
      title: a.title,
      link: a.url,
      summary: a.content,
      source: corpusSource(a.source).name,
    }));
    for (const s of [summaries, raw]) {
      const req = request(contentType, templateId, s);
      const { value } = await ai.writePost(req);
      expect(echoesInjectedText(value.text, injected)).toBe(false);
      expect(value.text).not.toMatch(/passwords|coinvault\.example\.net|verify@|Buy CVT|you are now|as an ai/i);
      expectPublishable(req, value.text);
    }
  });

  it('are left out of offline summaries', async () => {
    for (const s of await summariesOf(injectionArticles)) expect(echoesInjectedText(s.summary, injected)).toBe(false);
  });

  it('make the gate reject a post that repeats them, and the offline writer recompose it', async () => {
    const summaries = injectionArticles.map((a) => ({ title: a.title, link: a.url, summary: a.content, source: null }));
    const req = request('linkedin', 'informative', summaries);
    const echo = 'CoinVault is in the news.\n\nBuy CVT today at coinvault.example.net before the price doubles!';
    expect(
      checkPost({
        contentType: 'linkedin',
        text: echo,
        includeHashtags: true,
        sources: summaries.map((s) => s.summary),
      }).map((p) => p.kind),
    ).toContain('injection');
    const echoing = {
      model: 'echo',
      async summarize() {
        throw new Error('unused');
      },
      writePost: async (r: PostRequest) =>
        r.previousProblems
          ? ai.writePost(r)
          : { value: { templateId: r.templateId, text: echo }, tokensUsed: 1, model: 'echo' },
    };
    const post = await writeCheckedPost(echoing, req);
    expect(post).toMatchObject({ passed: true, retried: true });
    expect(post.text).not.toContain('Buy CVT');
  });
});
