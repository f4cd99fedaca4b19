// Walks the content-type registry and checks that every consumer knows each type: the GraphQL enum,
// the synth schema (and so the database check derived from the same enum), the template library,
// labels, limits, the prompt, the offline writer and its quality gate, and quick-create's reading of
// a description. A type added to the registry is checked here without a line of this file changing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { offlinePost } from '../ai/offline-post';
import { buildPostMessages, postPromptOptions } from '../ai/prompt-builder';
import type { PostRequest } from '../ai/ai.types';
import { ownTopicWordsOf } from '../catalog/own-topic-words';
import { parseContentType } from '../catalog/prompt-preferences';
import { synthPlanRequest } from '../catalog/synth-plan';
import { ContentType } from '../synths/synth.enums';
import { SYNTH_DEFAULTS, synthUpdateSchema } from '../synths/synth.schema';
import { CONTENT_TYPE_IDS, CONTENT_TYPES, contentTypeOf } from './content-types';
import { platformLabel } from './platform-label';
import { measurePost } from './platform-limits';
import { checkPost } from './post-quality';
import { firstTemplateFor, templateLibrary } from './template-library';

const SUMMARIES: PostRequest['summaries'] = [
  {
    title: 'Grid batteries doubled in a year',
    link: 'https://example.com/grid-batteries',
    source: 'Energy Desk',
    summary:
      'Utility-scale battery capacity doubled in 2025, according to the agency. Operators installed 40 GW across three continents. The growth lowers evening peak prices for households.',
  },
  {
    title: 'Hospitals share outbreak data within hours',
    link: 'https://example.com/outbreak-data',
    source: 'Health Wire',
    summary:
      'Regional hospitals now share outbreak data within six hours instead of three days. Public health teams say the change lets them warn schools sooner.',
  },
];

function request(type: (typeof CONTENT_TYPES)[number], templateId: string, includeHashtags: boolean): PostRequest {
  const template = type.templates.find((t) => t.id === templateId)!;
  return {
    summaries: SUMMARIES,
    contentType: type.id,
    templateId,
    templateText: template.text,
    customPrompt: null,
    includeHashtags,
    autoSelectTemplate: false,
    topics: ['energy storage', 'public health'],
    examples: [],
  };
}

const schemaEnum = (name: string) => {
  const schema = readFileSync(path.join(__dirname, '../../../schema.graphql'), 'utf8');
  return [...new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(schema)![1].matchAll(/^\s*(\w+)\s*$/gm)].map((m) => m[1]);
};

describe('the content-type registry', () => {
  it('names each type once, and the enum GraphQL, REST and the database share is the registry', () => {
    expect(new Set(CONTENT_TYPE_IDS).size).toBe(CONTENT_TYPES.length);
    expect(Object.values(ContentType)).toEqual(CONTENT_TYPE_IDS);
    expect(schemaEnum('ContentType')).toEqual([...CONTENT_TYPE_IDS].sort());
  });

  it('refuses a value no type has, naming every type in the message', () => {
    const parsed = synthUpdateSchema.safeParse({ contentType: 'myspace' });
    expect(parsed.success).toBe(false);
    // "Content type must be linkedin, twitter, facebook, instagram, email or blog" for the first six types.
    const [last, ...others] = [...CONTENT_TYPE_IDS].reverse();
    expect(parsed.error!.issues[0].message).toBe(`Content type must be ${others.reverse().join(', ')} or ${last}`);
    expect(contentTypeOf('myspace')).toBeUndefined();
    expect(contentTypeOf('__proto__')).toBeUndefined();
  });

  it('keeps LinkedIn as the synth default', () => {
    expect(SYNTH_DEFAULTS.contentType).toBe('linkedin');
  });
});

describe.each(CONTENT_TYPES.map((type) => [type.id, type] as const))('content type %s', (id, type) => {
  it('is accepted by the synth schema', () => {
    expect(synthUpdateSchema.safeParse({ contentType: id }).success).toBe(true);
  });

  it('offers its templates in the library, its own first, with its platform instructions', () => {
    expect(type.templates.length).toBeGreaterThan(0);
    expect(new Set(type.templates.map((t) => t.id)).size).toBe(type.templates.length);
    expect(type.templates.every((t) => t.contentType === id)).toBe(true);
    expect(templateLibrary.byContentType[id]).toEqual(type.templates);
    expect(firstTemplateFor(id)).toEqual(type.templates[0]);
    expect(type.instructions.trim()).not.toBe('');
    expect(templateLibrary.platformInstructions[id]).toBe(type.instructions);
  });

  it('gives its platform name to the digest and the run page', () => {
    expect(type.platform.trim()).not.toBe('');
    expect(platformLabel(id)).toBe(type.platform);
    expect(platformLabel(id.toUpperCase())).toBe(type.platform);
  });

  it('measures a post against its own limits, and the quality gate names the platform when one is broken', () => {
    const { chars } = type.limits;
    if (chars == null) {
      expect(measurePost(id, 'word '.repeat(20_000)).withinLimits).toBe(true);
      return;
    }
    expect(measurePost(id, 'a'.repeat(chars))).toMatchObject({ length: chars, limit: chars, withinLimits: true });
    expect(measurePost(id, 'a'.repeat(chars + 1)).withinLimits).toBe(false);
    const problems = checkPost({ contentType: id, text: 'a'.repeat(chars + 1), includeHashtags: true });
    expect(problems.map((p) => p.detail)).toContain(`it has ${chars + 1} characters, over ${type.platform}'s ${chars}`);
  });

  it('asks the model for its kind of post with its instructions and rules', () => {
    const req = request(type, type.templates[0].id, true);
    const [system] = buildPostMessages(req, postPromptOptions(templateLibrary, req));
    expect(system.content).toContain(`a ready-to-publish ${type.promptName}.`);
    expect(system.content).toContain(type.instructions);
    for (const rule of type.promptRules) expect(system.content).toContain(rule);
  });

  it.each(type.templates.map((t) => t.id))(
    'writes offline with template %s a post within its limits that passes its own quality gate',
    (templateId) => {
      for (const includeHashtags of [true, false]) {
        const { text } = offlinePost(request(type, templateId, includeHashtags), templateLibrary);
        expect(text.trim()).not.toBe('');
        expect(text).toContain('https://example.com/grid-batteries');
        expect(measurePost(id, text).withinLimits).toBe(true);
        expect(checkPost({ contentType: id, text, includeHashtags, sources: SUMMARIES.map((s) => s.summary) })).toEqual(
          [],
        );
      }
    },
  );

  it('is what quick-create reads in a description that names it, and its name is never kept as a topic', () => {
    const word = type.named.words[0];
    expect(parseContentType(`Renewable energy news as ${word} posts every morning`)).toBe(id);
    expect(ownTopicWordsOf(`Renewable energy news as ${word} posts every morning`)).not.toContain(word);
    expect(synthPlanRequest('anything').messages[0].content).toContain(
      [id, type.named.planHint].filter(Boolean).join(' '),
    );
  });
});
