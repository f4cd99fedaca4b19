// What a synth asks the model for each kept article: the text (the feed's, or the full article),
// settings and language the shared summary cache is keyed on. The slot's run and the prepare pass
// before it both build their requests here, so the pass stores exactly the summaries the run looks up.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SummaryRequest } from '@synth/core/ai';
import type { Features } from '@synth/core/plans';
import { articleTextsOf } from '@synth/core/feeds';
import { articleTexts, type FullTextOutcome } from '@synth/core/full-text';
import { htmlToText } from '@synth/core/lib';
import type { ArticleOutput } from '@synth/core/runs';
import type { RunConfig } from '@synth/core/synths';

export interface SummaryRequests {
  requests: SummaryRequest[];
  /** Per article, in order: where its text came from (a page that could not be read says why). */
  texts: FullTextOutcome[];
}

export async function summaryRequestsOf(
  em: () => EntityManager,
  articles: Pick<ArticleOutput, 'id' | 'title' | 'link' | 'source'>[],
  config: RunConfig,
  features: Pick<Features, 'canUseCustomPrompts'>,
  opts: { allowPrivateNetworks: boolean; onPage?: () => void; beforeWaiting?: () => Promise<void> },
): Promise<SummaryRequests> {
  const customPrompt = features.canUseCustomPrompts ? config.summaryCustomPrompt : null;
  const stored = await articleTextsOf(
    em(),
    articles.map((a) => a.id),
  );
  const feedTexts = articles.map(
    (a) => htmlToText(stored.get(a.id)?.content || stored.get(a.id)?.description || '') || a.title,
  );
  // A teaser is summarised from its full article when the synth reads them and the page allows it.
  const texts = await articleTexts(
    em,
    articles.map((a, i) => ({ link: a.link, teaser: feedTexts[i] })),
    {
      readFullArticle: config.readFullArticle,
      allowPrivateNetworks: opts.allowPrivateNetworks,
      onPage: opts.onPage,
      beforeWaiting: opts.beforeWaiting,
    },
  );
  const requests = articles.map((a, i): SummaryRequest => {
    const row = stored.get(a.id);
    return {
      article: {
        title: a.title,
        link: a.link,
        text: texts[i].text,
        publishedAt: row?.publishedAt ? new Date(row.publishedAt) : null,
        source: a.source,
      },
      length: config.summaryLength,
      style: config.summaryStyle,
      customPrompt,
      language: config.digestLanguage,
    };
  });
  return { requests, texts };
}
