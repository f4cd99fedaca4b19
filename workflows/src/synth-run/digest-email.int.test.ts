// The digest as the reader receives it, through the run workflow on the real Temporal server, the
// real database and local SES, with a stand-in speaking OpenAI's API: a synth whose digest is in
// French asks the model for French, and the email local SES received has the preheader, both parts,
// the email's own words in French, the unsubscribe link beside its one-click headers, and the run link.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SesMailer } from '@synth/core/email';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test-support/fake-openai';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { runAndReadDigest } from '../test-support/start-run';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';

const ITEMS = [
  {
    title: 'Harbour crane fleet doubles',
    lead: 'The port of Riverton now runs 14 electric cranes after a refit.',
    rest: 'Dock workers trained for six weeks on the new machines. The harbour master said queues at the gates had already shortened.',
  },
  {
    title: 'Ferry timetable changes for winter',
    lead: 'Ferries to the islands will leave every 2 hours from 1 December.',
    rest: 'The operator cited lower demand in the cold months. Season tickets keep their price.',
  },
  {
    title: 'New lighthouse keeper appointed',
    lead: 'The lighthouse trust named a keeper for its 3 northern stations.',
    rest: 'She served on the island lifeboat for many years. The station opens to visitors in spring.',
  },
];

describe('the digest email through the real pipeline, in the reader’s language', () => {
  const SETTINGS = ['AI_PROVIDER', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL'];
  const before: Record<string, string | undefined> = {};
  let h: WorkerHarness;
  let feeds: FeedServer;
  let ai: FakeOpenAi;
  const raw: string[] = [];

  beforeAll(async () => {
    for (const name of SETTINGS) before[name] = process.env[name];
    feeds = await startFeedServer();
    ai = await startFakeOpenAi({ mode: 'summaries' });
    h = await startWorker({
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-test-key',
        OPENAI_BASE_URL: ai.baseUrl,
        OPENAI_MODEL: `polyglot-${randomUUID().slice(0, 6)}`,
      },
    });
    // The bytes handed to SES: /store keeps the parsed message, not its headers.
    (h.deps.mailer as SesMailer).client.middlewareStack.add(
      (next) => async (args) => {
        raw.push(
          Buffer.from((args.input as { RawMessage?: { Data?: Uint8Array } }).RawMessage?.Data ?? []).toString('utf8'),
        );
        return next(args);
      },
      { step: 'initialize', name: 'captureDigestBytes' },
    );
  });
  afterAll(async () => {
    await h?.close();
    await ai?.close();
    await feeds?.close();
    for (const name of SETTINGS) {
      if (before[name] === undefined) delete process.env[name];
      else process.env[name] = before[name];
    }
  });

  it('asks the model for French, and delivers a French digest with preheader, both parts, unsubscribe link and headers, and the run link', async () => {
    const path = `/harbour-${randomUUID().slice(0, 6)}.xml`;
    feeds.setFeed(
      path,
      rss(
        'Harbour news',
        ITEMS.map((i, n) => ({
          title: i.title,
          link: `https://harbour.example/${n}`,
          description: `${i.lead} ${i.rest}`,
        })),
      ),
    );
    const to = `langue-${randomUUID().slice(0, 8)}@example.com`;
    const {
      run: started,
      result,
      output,
      emails,
    } = await runAndReadDigest(
      h,
      {
        name: 'Port du matin',
        status: 'inactive',
        rssFeedUrls: [`${feeds.url}${path}`],
        topics: [],
        recipientEmail: to,
        fetchLatestOnly: false,
        readFullArticle: false,
        digestLanguage: 'fr',
      },
      { owner: { email: to, displayName: 'Camille' } },
    );
    expect(result.status).toBe('succeeded');

    // Every summary and the post were asked for in French.
    const systems = ai.seen
      .filter((r) => r.url.endsWith('/chat/completions'))
      .map((r) => ((r.body?.messages ?? []) as { role: string; content: string }[])[0].content);
    const summaryPrompts = systems.filter((s) => s.includes('summarises news articles'));
    expect(summaryPrompts).toHaveLength(ITEMS.length);
    for (const s of summaryPrompts)
      expect(s).toContain('Language: Write the summary in French, whatever language the article is in.');
    expect(
      systems.filter((s) => s.includes('Write the post in French, whatever language the summaries are in.')).length,
    ).toBeGreaterThan(0);

    const [email] = emails;
    const { html, text } = email.body as { html: string; text: string };
    const listed = output.articles!.filter((a) => a.summary);
    expect(listed).toHaveLength(ITEMS.length);

    // The subject, the email's own words and its date are French.
    expect(email.subject).toMatch(/^Port du matin : 3 nouveaux articles — \S+ \d{1,2} \S+ \d{4}$/);
    expect(html).toMatch(/<html dir="ltr" lang="fr">/);
    expect(html).toContain('Publications prêtes à partager');
    expect(text).toContain('PUBLICATIONS PRÊTES À PARTAGER');

    // The preheader is the top story's key fact (each lead here carries a figure), hidden ahead of the header.
    const preheader = /<div style="display:none[^"]*"[^>]*>([^<]*)/.exec(html)?.[1] ?? '';
    const top = ITEMS.find((i) => i.title === listed[0].title)!;
    expect(preheader).toBe(top.lead);
    expect(html.indexOf(preheader)).toBeLessThan(html.indexOf('<h1'));
    expect(html.indexOf(`>${top.title}</a>`)).toBeLessThan(
      Math.min(...listed.slice(1).map((a) => html.indexOf(`>${a.title}</a>`))),
    );

    // Both parts carry every headline, summary and link (the text part links each sentence found in
    // the article after it).
    const withoutPassageLinks = text.replace(/ <[^>\s]*#:~:text=[^>\s]*>/g, '');
    for (const a of listed) {
      expect(html).toContain(`>${a.title}</a>`);
      expect(text).toContain(a.title);
      expect(withoutPassageLinks).toContain(a.summary!.split('\n')[0]);
      expect(html).toContain(`href="${a.link}"`);
      expect(text).toContain(`<${a.link}>`);
    }

    // A visible unsubscribe link beside the one-click headers, and the run page's link.
    const unsubscribe = /<a href="([^"]*\/api\/unsubscribe\?token=[^"]+)"[^>]*>Se désabonner<\/a>/
      .exec(html)?.[1]
      ?.replace(/&amp;/g, '&');
    expect(unsubscribe).toBeTruthy();
    expect(text).toContain(`Se désabonner : <${unsubscribe}>`);
    const sent = raw.find((r) => r.includes(`To: ${to}`)) ?? '';
    const head = sent.split('\r\n\r\n')[0].replace(/\r\n[ \t]/g, ' ');
    expect(head).toContain(`\r\nList-Unsubscribe: <${unsubscribe}>`);
    expect(head).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const runUrl = `${h.deps.config.publicUrl.replace(/\/+$/, '')}/runs/${started.id}`;
    expect(html).toMatch(
      new RegExp(`<a href="${runUrl.replace(/[.?/]/g, '\\$&')}"[^>]*>Voir cette exécution dans Synth</a>`),
    );
    expect(text).toContain(`Voir cette exécution dans Synth : <${runUrl}>`);
  });
});
