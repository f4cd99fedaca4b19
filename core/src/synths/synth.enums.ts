import { registerEnumType } from 'type-graphql';
import { ContentType, EmailFrequency, SummaryLength, SummaryStyle, SynthStatus } from './synth.choices';

// Values are the wire values REST clients send and receive; GraphQL enum names are their upper-case forms.
export { ContentType, EmailFrequency, SummaryLength, SummaryStyle, SynthStatus };

registerEnumType(SummaryLength, {
  name: 'SummaryLength',
  description: 'brief: 1–2 paragraphs, medium: 3–4, detailed: 5 or more',
});
registerEnumType(SummaryStyle, { name: 'SummaryStyle' });
registerEnumType(EmailFrequency, {
  name: 'EmailFrequency',
  description: 'weekdays = Monday to Friday, weekly = Monday',
});
registerEnumType(ContentType, { name: 'ContentType' });
registerEnumType(SynthStatus, { name: 'SynthStatus' });
