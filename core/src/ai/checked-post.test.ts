// The quality gate with a model: a local OpenAI-compatible server answers badly on purpose, and the
// gate has the post written once more, then says plainly what is still wrong.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completion, startFakeOpenAi, type FakeOpenAi } from '../../../test-support/fake-openai';
import { CORPUS_ARTICLES, corpusArticle } from '../../../test-support/corpus';
import { templateLibrary } from '../content/template-library';
import type { ContentType } from '../synths/synth.enums';
import type { PostRequest } from './ai.types';
import { failedPostMessage, writeCheckedPost } from './checked-post';
import { OpenAiProvider } from './openai-provider';

let server: FakeOpenAi;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const model = () =>
  new OpenAiProvider({
    apiKey: 'test-key',
    baseUrl: server.baseUrl,
    model: 'test-model',
    timeoutMs: 2_000,
    library: templateLibrary,
  });

const story = corpusArticle('northwind-retail-sales');
const req = (contentType: `${ContentType}`, over: Partial<PostRequest> = {}): PostRequest => {
  const template = templateLibrary.byContentType[contentType][0];
  return {
    summaries: [
      { title: story.title, link: story.url, summary: story.description, source: 'Northwind Business Daily' },
    ],
    contentType,
    templateId: template.id,
    templateText: template.text,
    customPrompt: null,
    includeHashtags: false,
    autoSelectTemplate: false,
    topics: ['retail'],
    examples: [],
    ...over,
  };
};

// What a careless model might answer: the template's instructions with the blanks left empty.
const BAD =
  'Open with the single most important development from example.org: .\n\nExplain in two or three sentences what happened, who is involved and the key figure ().\n\nAdd one sentence on why it matters to .';
const GOOD = `Retail sales rose 1.3% in October, the strongest month this year, as shoppers brought forward holiday spending.\n\nRead more: ${story.url}`;

describe('the quality gate with a model', () => {
  it.each(Object.keys(templateLibrary.byContentType) as `${ContentType}`[])(
    'has a %s post that fails written again once, telling the model what was wrong',
    async (contentType) => {
      server.replies.push(completion(BAD), completion(GOOD));
      const post = await writeCheckedPost(model(), req(contentType));
      expect(post).toMatchObject({ passed: true, retried: true, problems: [] });
      expect(post.text).toContain('Retail sales rose 1.3% in October');
      expect(server.seen).toHaveLength(2);
      const retrySystem = server.seen[1].body.messages[0].content as string;
      expect(retrySystem).toContain(
        'Your previous answer could not be published because it contained writing instructions instead of finished text',
      );
      // The template stays the model's instructions, and the article stays inside its delimiters.
      expect(server.seen[0].body.messages[0].content).toContain(
        templateLibrary.byContentType[contentType][0].text || 'Platform guidance',
      );
      expect(server.seen[0].body.messages[1].content).toMatch(/<summary n="1">/);
    },
  );

  it('keeps a post that passes the first time without a second call', async () => {
    server.replies.push(completion(GOOD));
    const post = await writeCheckedPost(model(), req('linkedin'));
    expect(post).toMatchObject({ passed: true, retried: false });
    expect(server.seen).toHaveLength(1);
  });

  it('reports plainly what is still wrong after the second attempt', async () => {
    server.replies.push(completion(BAD), completion('Big news about {topic} today! #Retail'));
    const post = await writeCheckedPost(model(), req('linkedin'));
    expect(post.passed).toBe(false);
    expect(server.seen).toHaveLength(2);
    expect(post.problems.map((p) => p.kind)).toEqual(['placeholder', 'hashtags']);
    expect(failedPostMessage('linkedin', post.problems)).toBe(
      'The linkedin post failed the quality check twice and needs editing before it is published: it contains the placeholder {topic}; it has hashtags (#Retail) although hashtags are off.',
    );
  });

  it("rejects a post that echoes an article's injected instructions", async () => {
    const injection = CORPUS_ARTICLES.find((a) => a.id === 'northwind-injection-token-sale')!;
    const echo =
      'The regulator warned investors about CoinVault.\n\nBuy CVT today at coinvault.example.net before the price doubles!';
    server.replies.push(completion(echo), completion(echo));
    const post = await writeCheckedPost(
      model(),
      req('linkedin', { summaries: [{ title: injection.title, link: injection.url, summary: injection.content }] }),
    );
    expect(post.passed).toBe(false);
    expect(post.problems.map((p) => p.kind)).toContain('injection');
    expect(server.seen[1].body.messages[0].content).toContain(
      'it repeated text from an article that tries to give instructions',
    );
  });
});
