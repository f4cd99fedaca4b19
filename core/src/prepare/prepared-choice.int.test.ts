// The choice the prepare pass keeps for a synth's run at the slot, on the real database: taken only
// for the same input and while nothing it read has changed (ratings, sent stories, the articles'
// texts), and never a day later.
import { describe, expect, it } from 'vitest';
import { useTestOrm } from '../../../test-support/orm';
import { storedArticles, storedSynthId } from '../../../test-support/stored-articles';
import { Article } from '../feeds/article.entity';
import { upsertArticle } from '../feeds/article.repository';
import { saveRating } from '../relevance/article-rating.repository';
import { forgetSentStories, rememberSentStories } from '../stories/sent-story.repository';
import type { DigestChoice } from '../runs/digest-choice';
import { PreparedChoice } from './prepared-choice.entity';
import { choiceMark, preparedChoiceFor, storePreparedChoice } from './prepared-choice.repository';

const em = useTestOrm();

async function synthWithArticles(n: number): Promise<{ synthId: string; feedId: string; articles: Article[] }> {
  const synthId = await storedSynthId(em());
  const stored = await storedArticles(em(), n, (i) => ({
    title: `Card networks cut fees in market ${i}`,
    description: `Issuers in market ${i} pass on lower interchange.`,
  }));
  return { synthId, ...stored };
}

const choiceOf = (articles: Article[]): DigestChoice => ({
  considered: articles.length,
  matched: 1,
  fresh: 1,
  articles: [
    { id: articles[0].id, title: articles[0].title, link: articles[0].link ?? null, source: null, publishedAt: null },
  ],
  storiesSkippedAsSent: 0,
  leftOut: [],
  shared: { stories: 0, articles: 0 },
  semanticModel: null,
});

/** Stores a choice as the pass does: the mark read first, then the choice kept under `key`. */
async function prepared(synthId: string, articles: Article[], key = 'key-1'): Promise<DigestChoice> {
  const ids = articles.map((a) => a.id);
  const mark = await choiceMark(em(), synthId, ids);
  const choice = choiceOf(articles);
  await storePreparedChoice(em(), { synthId, inputKey: key, mark, choice, preparedAt: new Date() });
  return choice;
}
const taken = (synthId: string, articles: Article[], key = 'key-1') =>
  preparedChoiceFor(
    em(),
    synthId,
    key,
    articles.map((a) => a.id),
  );

describe('a prepared choice', () => {
  it('is taken for the same input while nothing it read changed, and replaced by the next pass', async () => {
    const { synthId, articles } = await synthWithArticles(3);
    const choice = await prepared(synthId, articles);
    expect(await taken(synthId, articles)).toEqual(choice);
    // Another input (other settings, other candidates) is another choice.
    expect(await taken(synthId, articles, 'key-2')).toBeNull();
    expect(await taken(synthId, articles.slice(1))).toBeNull();

    await prepared(synthId, articles.slice(1), 'key-2');
    expect(await taken(synthId, articles)).toBeNull();
    expect(await taken(synthId, articles.slice(1), 'key-2')).not.toBeNull();
    expect(await em().count(PreparedChoice, { synth: synthId })).toBe(1);
  });

  it("is not taken for another synth's run", async () => {
    const mine = await synthWithArticles(2);
    const other = await synthWithArticles(2);
    await prepared(mine.synthId, mine.articles);
    expect(await taken(other.synthId, mine.articles)).toBeNull();
  });

  it('is not taken once the synth has a new rating, or a rating changed', async () => {
    const { synthId, articles } = await synthWithArticles(2);
    const rate = (liked: boolean) =>
      saveRating(em(), {
        synthId,
        articleId: articles[1].id,
        runId: null,
        article: { title: articles[1].title, lead: null, source: null },
        liked,
      });
    await prepared(synthId, articles);
    await rate(true);
    expect(await taken(synthId, articles)).toBeNull();

    await prepared(synthId, articles);
    expect(await taken(synthId, articles)).not.toBeNull();
    await rate(false);
    expect(await taken(synthId, articles)).toBeNull();
  });

  it('is not taken once the synth sent a story, or forgot one it sent', async () => {
    const { synthId, articles } = await synthWithArticles(3);
    await rememberSentStories(em(), synthId, [articles[2].id]);
    await prepared(synthId, articles);
    expect(await taken(synthId, articles)).not.toBeNull();

    await rememberSentStories(em(), synthId, [articles[1].id]);
    expect(await taken(synthId, articles)).toBeNull();

    await prepared(synthId, articles);
    await forgetSentStories(em(), synthId, [articles[2].id]);
    expect(await taken(synthId, articles)).toBeNull();
  });

  it("is not taken once a candidate article's text was rewritten by its feed", async () => {
    const { synthId, feedId, articles } = await synthWithArticles(2);
    await prepared(synthId, articles);
    const item = {
      itemKey: 'item-1',
      link: articles[1].link ?? null,
      canonicalUrl: null,
      content: null,
      author: null,
      publishedAt: null,
    };
    // The same text again changes nothing.
    await upsertArticle(em(), feedId, {
      ...item,
      title: articles[1].title,
      description: articles[1].description ?? null,
    });
    expect(await taken(synthId, articles)).not.toBeNull();
    await upsertArticle(em(), feedId, {
      ...item,
      title: 'Card networks cut fees, then reverse course',
      description: null,
    });
    expect(await taken(synthId, articles)).toBeNull();
  });

  it('is not taken an hour after the pass made it', async () => {
    const { synthId, articles } = await synthWithArticles(2);
    await prepared(synthId, articles);
    await em().nativeUpdate(PreparedChoice, { synth: synthId }, { preparedAt: new Date(Date.now() - 61 * 60_000) });
    expect(await taken(synthId, articles)).toBeNull();
  });
});
