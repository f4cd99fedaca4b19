// The values a synth's choice fields take, with no GraphQL import so the browser can use them.
// synth.enums.ts registers the same enums with GraphQL.
export enum SummaryLength { brief = 'brief', medium = 'medium', detailed = 'detailed' }
export enum SummaryStyle { informative = 'informative', analytical = 'analytical', conversational = 'conversational' }
export enum EmailFrequency { daily = 'daily', weekdays = 'weekdays', weekly = 'weekly' }
export enum ContentType {
  linkedin = 'linkedin', twitter = 'twitter', facebook = 'facebook',
  instagram = 'instagram', email = 'email', blog = 'blog',
}
export enum SynthStatus { active = 'active', inactive = 'inactive' }
