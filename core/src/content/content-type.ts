// What every content type declares, in one place: a content type is a file under content-types/
// that fills this in, and every consumer (API enum, editor picker, prompts, offline writer,
// quality gate, database check) reads it from the registry instead of branching on its name.
import type { PostTemplate } from './template.types';

export interface ContentLimits {
  /** Characters per post (per part, for a thread); null when the platform sets none. */
  chars: number | null;
  /** Hashtags allowed in one post; null when the platform sets none. */
  hashtags: number | null;
  /**
   * Set when a long post becomes a numbered thread of parts, each within `chars`: what one part is
   * called in messages ("tweet") and how many characters the platform counts for any link.
   */
  thread: { part: string; linkWeight: number } | null;
}

export interface QualityRules {
  /** Whether a line may stop on a preposition or article: a thread may break a long sentence between words. */
  allowsDanglingLineEnds: boolean;
}

/** The ways the offline writer knows to compose a post; a content type picks one. */
export interface OfflineComposerKit {
  /** The chosen template's post from the lead story, and the titles of up to two more when `moreStories`. */
  templatePost(opts: { moreStories: boolean }): string;
  /** One post within the limit, or a numbered thread of parts when it does not fit. */
  thread(): string;
  /** Every story in turn: Markdown sections ('markdown') or a subject line and a bulleted list per story ('email'). */
  longForm(shape: 'markdown' | 'email'): string;
}

export type OfflineComposer = (kit: OfflineComposerKit) => string;

export interface ContentTypeDefinition<Id extends string = string> {
  /** The wire value: GraphQL enum value, REST value and database value. */
  id: Id;
  /** The platform's name as people write it: the digest, the run page and the quality gate's messages. */
  platform: string;
  /** The choice in the editor's content-type picker. */
  pickerLabel: string;
  /** What the model is asked to write ("a ready-to-publish LinkedIn post"). */
  promptName: string;
  /** How a quick-create description names this type. */
  named: {
    /** Patterns that name the platform; the first named in a description wins. */
    patterns: RegExp[];
    /** Chosen only when no other type is named ("a newsletter of LinkedIn posts" is LinkedIn). */
    weak?: boolean;
    /** Said to the planning model after the id ("for X or tweets"); empty when the id says it all. */
    planHint: string;
    /** Words that name the platform or its posts, never what a synth reads about. */
    words: string[];
  };
  limits: ContentLimits;
  /** Platform guidance given to the model alongside the chosen template. */
  instructions: string;
  /** Rules the model must always follow for this type, after the general ones. */
  promptRules: string[];
  /** Templates offered, in display order; the first is the default. */
  templates: PostTemplate<Id>[];
  /** How the offline writer composes a post for this type. */
  composeOffline: OfflineComposer;
  /**
   * Whether a post of this type is written in the person's learned voice (length, line breaks,
   * openings, emoji, hashtags) and its saved edits teach that voice: a social post is; a thread, a
   * newsletter and a blog article keep the form of their own.
   */
  followsVoice: boolean;
  quality: QualityRules;
}

/** Declares a content type; every property is required, so a forgotten one fails to compile. */
export function defineContentType<const Id extends string>(
  definition: ContentTypeDefinition<Id>,
): ContentTypeDefinition<Id> {
  return definition;
}
