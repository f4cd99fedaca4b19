import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { ValidationError } from '@synth/core/lib';
import { CONTENT_TYPE_IDS, templateLibrary } from '@synth/core/content';
import { checkFeedForCaller } from '../feeds/check-feed-for-caller';
import { ContentType, translationAvailable } from '@synth/core/synths';
import {
  catalogCategories,
  DEFAULT_SEARCH_LIMIT,
  searchCatalog,
  professionalCategories,
  ANALYSIS_FAILED_MESSAGE,
} from '@synth/core/catalog';
import { draftSynthForCaller } from './draft-for-caller';
import { parseOpmlForCaller } from './parse-opml-for-caller';
import {
  CatalogFeed,
  FeedValidationResult,
  PlatformInstruction,
  PostTemplateType,
  ProfessionalCategory,
  SynthDraft,
} from './catalog.types';

/** The content library in GraphQL: the same data and rules as the REST routes. */
@Resolver()
export class CatalogResolver {
  @Authorized()
  @Query(() => [String], { description: 'Curated feed categories' })
  feedCategories(): string[] {
    return catalogCategories();
  }

  @Authorized()
  @Query(() => [CatalogFeed], { description: 'Catalogue feeds; a title match ranks first; q is plain text' })
  searchFeeds(
    @Ctx() ctx: Context,
    @Arg('category', () => String, { nullable: true }) category?: string,
    @Arg('q', () => String, { nullable: true }) q?: string,
    @Arg('first', () => Int, { nullable: true, defaultValue: DEFAULT_SEARCH_LIMIT }) first?: number,
  ): Promise<CatalogFeed[]> {
    if (first !== undefined && first < 1)
      throw new ValidationError([{ field: 'first', message: 'first must be at least 1' }]);
    return searchCatalog(ctx.em, { category: category ?? undefined, q: q ?? undefined, limit: first });
  }

  @Authorized()
  @Query(() => [ProfessionalCategory])
  professionalCategories(): ProfessionalCategory[] {
    return professionalCategories as ProfessionalCategory[];
  }

  @Authorized()
  @Query(() => [PostTemplateType], {
    description: 'Templates of one content type, the default first; of every content type in turn when none is named',
  })
  contentTemplates(
    @Arg('contentType', () => ContentType, { nullable: true }) contentType?: ContentType | null,
  ): PostTemplateType[] {
    return (contentType ? [contentType] : CONTENT_TYPE_IDS).flatMap(
      (type) => templateLibrary.byContentType[type],
    ) as PostTemplateType[];
  }

  @Authorized()
  @Query(() => [PlatformInstruction])
  platformInstructions(): PlatformInstruction[] {
    return Object.entries(templateLibrary.platformInstructions).map(([contentType, text]) => ({
      contentType: contentType as ContentType,
      text,
    }));
  }

  @Authorized()
  @Query(() => Boolean, {
    description:
      "Whether a digest can be written in another language: only with a model, since the offline writer keeps each article's language",
  })
  translationAvailable(@Ctx() ctx: Context): boolean {
    return translationAvailable(ctx.services.config.ai);
  }

  @Authorized()
  @Mutation(() => FeedValidationResult, { description: 'Checks a feed URL the way a run reads it' })
  validateFeed(@Arg('url', () => String) url: string, @Ctx() ctx: Context): Promise<FeedValidationResult> {
    return checkFeedForCaller(ctx, url);
  }

  @Authorized()
  @Query(() => [String], { description: 'The feed URLs an OPML file lists, checked as feed URLs; nothing is saved' })
  feedsFromOpml(@Arg('opml', () => String) opml: string, @Ctx() ctx: Context): Promise<string[]> {
    return parseOpmlForCaller(ctx, opml);
  }

  @Authorized()
  @Mutation(() => SynthDraft, {
    description: 'Drafts a synth configuration from a sentence; nothing is saved until the user saves',
  })
  async draftSynthFromPrompt(
    @Arg('prompt', () => String) prompt: string,
    @Arg('timezone', () => String, { nullable: true }) timezone: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<SynthDraft> {
    const result = await draftSynthForCaller(ctx, prompt, timezone ?? undefined);
    if (!result.ok)
      throw new ValidationError(
        [{ field: 'prompt', message: result.message || ANALYSIS_FAILED_MESSAGE }],
        result.message,
      );
    return {
      ...(result.config as unknown as SynthDraft),
      matchedCategory: result.matchedCategory,
      matchedSpecializations: result.matchedSpecializations,
    };
  }
}
