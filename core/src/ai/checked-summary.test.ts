import { describe, expect, it } from 'vitest';
import type { AiProvider, SummaryRequest } from './ai.types';
import { checkedStoredSummary, writeCheckedSummary } from './checked-summary';

const req: SummaryRequest = {
  article: {
    title: 'Rotterdam dock workers end strike',
    link: null,
    source: 'Harbour Gazette',
    publishedAt: null,
    text: 'Dock workers at the Port of Rotterdam voted on Thursday to end a strike that had stopped traffic for nine days. The stoppage left more than 140 ships waiting at anchor in the North Sea. Terminal operators said the backlog would take at least a week to clear. The union said its members had accepted a pay offer worth 7.5 per cent over two years.',
  },
  length: 'brief',
  style: 'informative',
  customPrompt: null,
};

/** A model that answers with the given summaries in turn and records what it was asked. */
function model(answers: string[]): AiProvider & { asked: SummaryRequest[] } {
  const asked: SummaryRequest[] = [];
  return {
    model: 'test',
    asked,
    summarize: async (r) => {
      asked.push(r);
      return { value: answers[asked.length - 1], tokensUsed: 10, model: 'test' };
    },
    writePost: async () => {
      throw new Error('not used');
    },
  };
}

describe('writeCheckedSummary', () => {
  it('keeps a faithful first summary and asks once', async () => {
    const ai = model(['Rotterdam dock workers ended a nine-day strike; 140 ships waited.']);
    const out = await writeCheckedSummary(ai, req);
    expect(out).toEqual({
      summary: 'Rotterdam dock workers ended a nine-day strike; 140 ships waited.',
      tokensUsed: 10,
      verdict: 'passed',
    });
    expect(ai.asked).toHaveLength(1);
  });

  it('asks again, saying what was wrong, when the first summary invents a figure', async () => {
    const ai = model(['The strike cost $40 million.', 'Dock workers ended the strike; 140 ships waited.']);
    const out = await writeCheckedSummary(ai, req);
    expect(out.verdict).toBe('rewritten');
    expect(out.summary).toBe('Dock workers ended the strike; 140 ships waited.');
    expect(out.tokensUsed).toBe(20);
    expect(ai.asked[1].previousProblems).toEqual([
      expect.stringContaining('1 figure that the article does not contain'),
    ]);
    // The note is in our words: it does not repeat the invented figure to the model.
    expect(ai.asked[1].previousProblems!.join(' ')).not.toContain('$40');
  });

  it('replaces a summary that invents twice by sentences taken from the article', async () => {
    const ai = model(['The strike cost $40 million.', 'Mayor Ahmed Aboutaleb said 300 ships waited.']);
    const out = await writeCheckedSummary(ai, req);
    expect(out.verdict).toBe('replaced');
    expect(out.summary).not.toMatch(/\$40|\b300\b|Aboutaleb/);
    for (const sentence of out.summary.split(/(?<=\.)\s+/)) expect(req.article.text).toContain(sentence.trim());
  });

  it('accepts the publication date the model was shown', async () => {
    const dated = { ...req, article: { ...req.article, publishedAt: new Date('2026-11-20T07:00:00Z') } };
    const out = await writeCheckedSummary(
      model(['On Friday, 20 November 2026, Rotterdam dock workers ended their strike.']),
      dated,
    );
    expect(out.verdict).toBe('passed');
  });

  it('replaces a stored summary that fails the gate today', () => {
    expect(checkedStoredSummary(req, 'Workers ended the strike.').verdict).toBe('passed');
    const replaced = checkedStoredSummary(req, 'Workers won 12% more pay.');
    expect(replaced.verdict).toBe('replaced');
    expect(replaced.summary).not.toContain('12%');
  });
});
