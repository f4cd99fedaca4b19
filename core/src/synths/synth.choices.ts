// The values a synth's choice fields take, with no GraphQL import so the browser can use them.
// synth.enums.ts registers the same enums with GraphQL.
import { CONTENT_TYPE_IDS, type ContentTypeId } from '../content/content-types';

export enum SummaryLength {
  brief = 'brief',
  medium = 'medium',
  detailed = 'detailed',
}
export enum SummaryStyle {
  informative = 'informative',
  analytical = 'analytical',
  conversational = 'conversational',
}
export enum EmailFrequency {
  daily = 'daily',
  weekdays = 'weekdays',
  weekly = 'weekly',
}
/** The content types declared under content/content-types/, as an enum-like object for GraphQL and the database. */
export const ContentType = Object.fromEntries(CONTENT_TYPE_IDS.map((id) => [id, id])) as {
  readonly [K in ContentTypeId]: K;
};
export type ContentType = ContentTypeId;
export enum SynthStatus {
  active = 'active',
  inactive = 'inactive',
}
