import { describe, expect, it } from 'vitest';
import { findTemplate } from '../content/template-library';
import { PROFESSIONAL_PREFIX } from '../synths/professional-topic';
import { validateSynthFields } from '../synths/synth.validation';
import { FEED_CATEGORIES, feedsInCategory, type FeedCategory } from './curated-feeds';
import { parseContentType, parseFrequency, parseTimeOfDay } from './prompt-preferences';
import { PROMPT_REQUIRED_MESSAGE, UNRECOGNISED_PROMPT_MESSAGE, synthFromPrompt } from './quick-create';
import { QUICK_CREATE_VOCABULARY } from './quick-create-vocabulary';

interface Case {
  prompt: string;
  category: FeedCategory;
  frequency: string;
  time: string;
  contentType: string;
  template?: string;
  length?: string;
  style?: string;
}

const CASES: Case[] = [
  {
    prompt: 'weekly digest of fintech regulation news for a compliance officer, LinkedIn posts',
    category: 'Financial Services',
    frequency: 'weekly',
    time: '09:00',
    contentType: 'linkedin',
    template: 'informative',
  },
  {
    prompt: 'Daily summaries of hospital operations and pharma pricing news for healthcare executives',
    category: 'Healthcare',
    frequency: 'daily',
    time: '09:00',
    contentType: 'linkedin',
  },
  {
    prompt: 'Tweets about hiring trends and talent acquisition for recruiters',
    category: 'Human Resources',
    frequency: 'daily',
    time: '09:00',
    contentType: 'twitter',
    template: 'concise',
  },
  {
    prompt: 'Climate change and ESG reporting news every weekday at 7am',
    category: 'Environmental',
    frequency: 'weekdays',
    time: '07:00',
    contentType: 'linkedin',
  },
  {
    prompt: 'Data privacy law and GDPR enforcement updates for in-house counsel, at 18:30',
    category: 'Legal',
    frequency: 'daily',
    time: '18:30',
    contentType: 'linkedin',
  },
  {
    prompt: 'Management consulting insights on corporate strategy and M&A, every Monday',
    category: 'Management Consulting',
    frequency: 'weekly',
    time: '09:00',
    contentType: 'linkedin',
  },
  {
    prompt: 'IT news on cybersecurity, ransomware and cloud security for a CISO, once a week at 6:45 pm',
    category: 'IT & Digital Transformation',
    frequency: 'weekly',
    time: '18:45',
    contentType: 'linkedin',
  },
  {
    prompt: 'Blog posts about AI in software development and DevOps',
    category: 'IT & Digital Transformation',
    frequency: 'daily',
    time: '09:00',
    contentType: 'blog',
    template: 'informative',
  },
  {
    prompt: 'An email newsletter on banking and payments every week at 8:15 am',
    category: 'Financial Services',
    frequency: 'weekly',
    time: '08:15',
    contentType: 'email',
  },
  {
    prompt: 'A detailed, analytical deep dive into renewable energy and decarbonization on business days',
    category: 'Environmental',
    frequency: 'weekdays',
    time: '09:00',
    contentType: 'linkedin',
    length: 'detailed',
    style: 'analytical',
  },
];

describe('synthFromPrompt', () => {
  it.each(CASES)('builds a valid synth for "$prompt"', (c) => {
    const result = synthFromPrompt(c.prompt, { timezone: 'Europe/London' });
    if (!result.ok) throw new Error(result.message);
    const { config } = result;

    expect(validateSynthFields(config).errors).toEqual([]);
    expect(result.matchedCategory).toBe(c.category);

    const catalogue = new Set(feedsInCategory(c.category).map((f) => f.url));
    expect(config.rssFeedUrls.length).toBeGreaterThan(0);
    expect(config.rssFeedUrls.length).toBeLessThanOrEqual(5);
    for (const url of config.rssFeedUrls) expect(catalogue.has(url), url).toBe(true);

    expect(config.emailFrequency).toBe(c.frequency);
    expect(config.emailScheduleTime).toBe(c.time);
    expect(config.contentType).toBe(c.contentType);
    expect(findTemplate(config.contentType!, config.contentTemplate!), config.contentTemplate).toBeDefined();
    if (c.template) expect(config.contentTemplate).toBe(c.template);
    expect(config.summaryLength).toBe(c.length ?? 'brief');
    expect(config.summaryStyle).toBe(c.style ?? 'informative');
    expect(config.userTimezone).toBe('Europe/London');
    expect(config.linkedInEnabled).toBe(c.contentType === 'linkedin');

    expect(config.name.trim().length).toBeGreaterThan(0);
    expect(config.topics!.length).toBeGreaterThan(0);
    expect(result.matchedSpecializations.length).toBeGreaterThan(0);
  });

  it('derives the name, topics and specializations from the prompt', () => {
    const result = synthFromPrompt(CASES[0].prompt);
    if (!result.ok) throw new Error(result.message);
    expect(result.config.name).toBe('Fintech Regulation Digest');
    expect(result.matchedSpecializations).toEqual(['Fintech & Payments', 'Financial Regulation & Compliance']);
    expect(result.config.topics).toContain('regulation');
    expect(result.config.topics).toContain(`${PROFESSIONAL_PREFIX}fintech`);
    expect(result.config.topics).toContain(`${PROFESSIONAL_PREFIX}compliance`);
    // A keyword already carried by a specialization is not repeated without its prefix.
    expect(result.config.topics).not.toContain('fintech');
    expect(new Set(result.config.topics).size).toBe(result.config.topics!.length);
  });

  it("keeps the person's own subject words as topics next to the specializations it picks", () => {
    const result = synthFromPrompt(
      'Every weekday morning, the logistics and shipping news that matters for a supply-chain consultant, with a LinkedIn post',
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.matchedSpecializations).toContain('Operations & Supply Chain');
    expect(result.config.topics).toEqual(
      expect.arrayContaining(['logistics', 'shipping', `${PROFESSIONAL_PREFIX}supply chain`]),
    );
    // Words about when, in what form and for whom are not subjects.
    for (const word of ['weekday', 'morning', 'news', 'matters', 'consultant', 'linkedin', 'post'])
      expect(result.config.topics).not.toContain(word);
    expect(validateSynthFields(result.config).errors).toEqual([]);
  });

  it('keeps words the catalogue does not know, as the person grouped them, but not verbs or adjectives', () => {
    const result = synthFromPrompt('I run a small vineyard and want news on wine exports, tariffs and sustainability');
    if (!result.ok) throw new Error(result.message);
    expect(result.config.topics).toEqual(expect.arrayContaining(['vineyard', 'wine exports', 'tariffs']));
    for (const word of ['run', 'small', 'want']) expect(result.config.topics).not.toContain(word);
  });

  it('prefers the feeds that match the subject within the category', () => {
    const result = synthFromPrompt('cybersecurity and ransomware news');
    if (!result.ok) throw new Error(result.message);
    expect(result.config.rssFeedUrls).toContain('https://krebsonsecurity.com/feed/');
    expect(result.config.rssFeedUrls).not.toContain('https://www.theverge.com/rss/index.xml');
  });

  it('maps common synonyms to their categories', () => {
    const expectations: [string, FeedCategory][] = [
      ['banking and payments', 'Financial Services'],
      ['new compliance rules', 'Legal'],
      ['law firm news', 'Legal'],
      ['recruiting and talent', 'Human Resources'],
      ['sustainability reporting', 'Environmental'],
      ['cloud and software', 'IT & Digital Transformation'],
      ['clinical trials at the hospital', 'Healthcare'],
      ['strategy consulting', 'Management Consulting'],
      ['legal tech startups', 'Legal'],
      ['IT leadership updates', 'IT & Digital Transformation'],
    ];
    for (const [prompt, category] of expectations) {
      const r = synthFromPrompt(prompt);
      expect(r.ok && r.matchedCategory, prompt).toBe(category);
    }
  });

  it('asks for a prompt when it is blank', () => {
    for (const blank of ['', '   ', '\n\t ']) {
      expect(synthFromPrompt(blank)).toEqual({ ok: false, message: PROMPT_REQUIRED_MESSAGE });
    }
    expect(PROMPT_REQUIRED_MESSAGE).toBe(
      'Prompt Required: Please enter a description of the content you want to create.',
    );
  });

  it('says so when no topic is recognisable', () => {
    for (const gibberish of ['asdf qwer zxcv', 'lorem ipsum dolor sit amet', 'please send it every week at 7am']) {
      expect(synthFromPrompt(gibberish)).toEqual({ ok: false, message: UNRECOGNISED_PROMPT_MESSAGE });
    }
    expect(UNRECOGNISED_PROMPT_MESSAGE).toBe(
      'We couldn\'t recognise a topic in your description. Try naming an industry or a subject, for example "fintech regulation".',
    );
  });

  it('falls back to UTC for a missing or unknown time zone', () => {
    const missing = synthFromPrompt('healthcare news');
    const bogus = synthFromPrompt('healthcare news', { timezone: 'Mars/Olympus_Mons' });
    expect(missing.ok && missing.config.userTimezone).toBe('UTC');
    expect(bogus.ok && bogus.config.userTimezone).toBe('UTC');
  });

  it('picks a template that exists for the content type', () => {
    const thread = synthFromPrompt('a Twitter thread on interest rates');
    expect(thread.ok && [thread.config.contentType, thread.config.contentTemplate]).toEqual(['twitter', 'threaded']);
    const caseStudy = synthFromPrompt('LinkedIn case study posts about supply chain');
    expect(caseStudy.ok && caseStudy.config.contentTemplate).toBe('case-study-deep-dive');
    expect(caseStudy.ok && caseStudy.config.linkedInPostStyle).toBe('case-study-deep-dive');
    // A LinkedIn-only format requested for another platform falls back to that platform's templates.
    const fb = synthFromPrompt('Facebook posts with breaking news on vaccines');
    expect(fb.ok && [fb.config.contentType, fb.config.contentTemplate]).toEqual(['facebook', 'informative']);
  });

  it('honours hashtags, real-world examples and a recipient address when asked', () => {
    const r = synthFromPrompt(
      'Instagram captions about solar power, no hashtags, with real-world examples, send to ana@example.com',
    );
    if (!r.ok) throw new Error(r.message);
    expect(r.config.contentType).toBe('instagram');
    expect(r.config.includeHashtags).toBe(false);
    expect(r.config.enableRealWorldExamples).toBe(true);
    expect(r.config.recipientEmail).toBe('ana@example.com');
    expect(validateSynthFields(r.config).errors).toEqual([]);
  });
});

describe('quick-create parsers', () => {
  it.each([
    ['at 7am', '07:00'],
    ['at 7 a.m.', '07:00'],
    ['at 7:30pm', '19:30'],
    ['at 12am', '00:00'],
    ['at 12 pm', '12:00'],
    ['at 18:30', '18:30'],
    ['around 6.15 pm', '18:15'],
    ['at noon', '12:00'],
    ['daily', null],
    ['at 25:00', null],
    ['top 5 stories at 10', null],
  ])('reads the time in "%s"', (text, expected) => {
    expect(parseTimeOfDay(text)).toBe(expected);
  });

  it.each([
    ['every week', 'weekly'],
    ['once a week', 'weekly'],
    ['on Mondays', 'weekly'],
    ['weekly', 'weekly'],
    ['weekdays only', 'weekdays'],
    ['on workdays', 'weekdays'],
    ['business days', 'weekdays'],
    ['Monday to Friday', 'weekdays'],
    ['every morning', 'daily'],
    ['', 'daily'],
  ])('reads the frequency in "%s"', (text, expected) => {
    expect(parseFrequency(text)).toBe(expected);
  });

  it.each([
    ['LinkedIn posts', 'linkedin'],
    ['a tweet', 'twitter'],
    ['post it on X', 'twitter'],
    ['Gen X employees', 'linkedin'],
    ['Facebook', 'facebook'],
    ['Instagram captions', 'instagram'],
    ['a newsletter', 'email'],
    ['by e-mail', 'email'],
    ['a blog post', 'blog'],
    ['an email with LinkedIn posts', 'linkedin'],
    ['nothing specific', 'linkedin'],
  ])('reads the content type in "%s"', (text, expected) => {
    expect(parseContentType(text)).toBe(expected);
  });

  it('keeps the vocabulary unambiguous: a phrase belongs to one category', () => {
    const seen = new Map<string, string>();
    for (const category of FEED_CATEGORIES) {
      const g = QUICK_CREATE_VOCABULARY[category];
      for (const phrase of [...g.identifies, ...g.strong, ...(g.medium ?? []), ...(g.weak ?? [])]) {
        expect(seen.get(phrase), `${phrase} in ${category} and ${seen.get(phrase)}`).toBeUndefined();
        expect(phrase).toBe(phrase.toLowerCase());
        seen.set(phrase, category);
      }
    }
  });
});
