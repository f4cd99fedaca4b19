import { describe, expect, it } from 'vitest';
import { ContentType } from '../synths/synth.enums';
import { SYNTH_DEFAULTS } from '../synths/synth.schema';
import { DEFAULT_TEST_PAGE_TEMPLATE, LINKEDIN_TEMPLATE_IDS, TEMPLATE_SECTIONS } from './linkedin-templates';
import { PER_TYPE_TEMPLATE_IDS } from './post-templates';
import { findTemplate, firstTemplateFor, templateLibrary } from './template-library';

const LINKEDIN_IDS = [
  'stats-driven-industry-impact',
  'trend-analysis-forecast',
  'strategic-leadership-insight',
  'expert-problem-solving-framework',
  'competitive-advantage-strategy',
  'industry-leadership-insights',
  'case-study-deep-dive',
  'essential-tools-guide',
  'market-research-insights',
  'technical-explainer',
  'comparison-analysis',
  'quick-tip-implementation',
  'new-feature-analysis',
  'real-world-testing',
  'statistic-led-news',
  'direct-announcement',
  'industry-impact-focus',
  'breaking-news',
  'future-focused-news',
  'industry-specific-news',
  'attention-grabbing-news',
];
const PER_TYPE_IDS = [
  'informative',
  'engaging',
  'professional',
  'thought-leadership',
  'educational',
  'conversation-starter',
  'industry-insights',
  'personal-experience',
  'professional-milestone',
];
const CONTENT_TYPES = Object.values(ContentType);

describe('LinkedIn templates of the template test page', () => {
  it('has exactly the 21 documented ids, in order', () => {
    expect(LINKEDIN_TEMPLATE_IDS).toEqual(LINKEDIN_IDS);
    expect(LINKEDIN_IDS).toContain(DEFAULT_TEST_PAGE_TEMPLATE);
  });

  it.each(LINKEDIN_IDS)('%s resolves to text with the five marked parts, in order', (id) => {
    const t = findTemplate('linkedin', id);
    expect(t, id).toBeDefined();
    expect(t!.name.trim()).not.toBe('');
    expect(t!.description.trim()).not.toBe('');
    const positions = TEMPLATE_SECTIONS.map((marker) => t!.text.indexOf(marker));
    expect(
      positions.every((p) => p >= 0),
      `${id} is missing a section`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Headline first, numbered steps, closing questions end with a question mark.
    expect(t!.text.startsWith('Headline: ')).toBe(true);
    const steps = t!.text.slice(positions[3], positions[4]);
    expect(steps).toMatch(/\n1\. .+\n2\. .+/);
    const questions = t!.text.slice(positions[4]);
    expect(questions).toMatch(/\?/);
    expect(t!.text).toMatch(/\{source\}/);
    expect(t!.text).toMatch(/\{statistic\}/);
  });

  it('keeps each template a full post scaffold of roughly 120–220 words', () => {
    for (const id of LINKEDIN_IDS) {
      const words = findTemplate('linkedin', id)!.text.split(/\s+/).filter(Boolean).length;
      expect(words, id).toBeGreaterThanOrEqual(120);
      expect(words, id).toBeLessThanOrEqual(220);
    }
  });
});

describe('template library', () => {
  it('gives every content type at least one template, and the first template exists', () => {
    for (const type of CONTENT_TYPES) {
      const list = templateLibrary.byContentType[type];
      expect(list.length, type).toBeGreaterThan(0);
      const first = firstTemplateFor(type);
      expect(first).toBe(list[0]);
      expect(findTemplate(type, first.id)).toBe(first);
      expect(
        list.every((t) => t.contentType === type),
        type,
      ).toBe(true);
      expect(new Set(list.map((t) => t.id)).size, `${type} ids are unique`).toBe(list.length);
      expect(
        list.every((t) => /^[a-z0-9-]{1,100}$/.test(t.id)),
        `${type} ids are valid template ids`,
      ).toBe(true);
    }
  });

  it('lists the nine per-type templates for LinkedIn (informative first), then the 21 LinkedIn formats', () => {
    expect(PER_TYPE_TEMPLATE_IDS).toEqual(PER_TYPE_IDS);
    expect(templateLibrary.byContentType.linkedin.map((t) => t.id)).toEqual([...PER_TYPE_IDS, ...LINKEDIN_IDS]);
    expect(firstTemplateFor('linkedin').id).toBe(SYNTH_DEFAULTS.contentTemplate);
  });

  it.each(['facebook', 'instagram', 'email', 'blog'] as const)(
    'offers the nine per-type templates with text for %s',
    (type) => {
      const list = templateLibrary.byContentType[type];
      expect(list.map((t) => t.id)).toEqual(PER_TYPE_IDS);
      expect(list.every((t) => t.text.trim().length > 80)).toBe(true);
      expect(findTemplate(type, SYNTH_DEFAULTS.contentTemplate)).toBeDefined();
    },
  );

  it('has the Twitter/X templates concise, threaded and provocative, with no text', () => {
    const list = templateLibrary.byContentType.twitter;
    expect(list.map((t) => t.id)).toEqual(['concise', 'threaded', 'provocative']);
    expect(list.every((t) => t.text === '')).toBe(true);
    expect(firstTemplateFor('twitter').id).toBe('concise');
  });

  it('returns undefined for unknown templates and content types', () => {
    expect(findTemplate('linkedin', 'no-such-template')).toBeUndefined();
    expect(findTemplate('twitter', 'informative')).toBeUndefined();
    expect(findTemplate('tiktok', 'informative')).toBeUndefined();
    expect(findTemplate('__proto__', 'informative')).toBeUndefined();
    expect(firstTemplateFor('tiktok')).toBeUndefined();
  });

  it('has platform instructions for every content type covering length, tone, formatting and hashtags', () => {
    for (const type of CONTENT_TYPES) {
      const text = templateLibrary.platformInstructions[type];
      expect(text, type).toMatch(/\d/);
      expect(text, type).toMatch(/tone/i);
      expect(text, type).toMatch(/formatting/i);
      expect(text, type).toMatch(/hashtag/i);
    }
    expect(templateLibrary.platformInstructions.twitter).toMatch(/280 characters/);
  });
});
