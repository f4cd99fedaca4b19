import { registerEnumType } from 'type-graphql';

// Values are the wire values REST clients send and receive; GraphQL enum names are their upper-case forms.
export enum SummaryLength { brief = 'brief', medium = 'medium', detailed = 'detailed' }
export enum SummaryStyle { informative = 'informative', analytical = 'analytical', conversational = 'conversational' }
export enum EmailFrequency { daily = 'daily', weekdays = 'weekdays', weekly = 'weekly' }
export enum ContentType {
  linkedin = 'linkedin', twitter = 'twitter', facebook = 'facebook',
  instagram = 'instagram', email = 'email', blog = 'blog',
}
export enum SynthStatus { active = 'active', inactive = 'inactive' }

registerEnumType(SummaryLength, { name: 'SummaryLength', description: 'brief: 1–2 paragraphs, medium: 3–4, detailed: 5 or more' });
registerEnumType(SummaryStyle, { name: 'SummaryStyle' });
registerEnumType(EmailFrequency, { name: 'EmailFrequency', description: 'weekdays = Monday to Friday, weekly = Monday' });
registerEnumType(ContentType, { name: 'ContentType' });
registerEnumType(SynthStatus, { name: 'SynthStatus' });
