// The nine post templates content types share (LinkedIn, Facebook, Instagram, email and blog offer
// them); a content type lists them in its own file.
import type { PostTemplate } from './template.types';

type Base = Omit<PostTemplate, 'contentType'>;

const PER_TYPE: Base[] = [
  {
    id: 'informative',
    name: 'Informative',
    description: 'Clear, factual summary of the key development and why it matters.',
    text: [
      'Open with the single most important development from {source}: {key_fact}.',
      'Explain in two or three sentences what happened, who is involved and the key figure ({statistic}).',
      'Add one sentence on why it matters to {audience}.',
      'Close with a link to the original article ({link}) and, where allowed, two or three relevant hashtags.',
    ].join('\n\n'),
  },
  {
    id: 'engaging',
    name: 'Engaging',
    description: 'Friendly, energetic post that invites reactions and comments.',
    text: [
      'Start with a hook: a surprising fact, a bold question or a relatable moment about {topic}.',
      'Share the news from {source} in plain, upbeat language, highlighting {key_fact}.',
      'Connect it to the reader’s day: what changes for them, what they might try.',
      'End with a direct invitation to respond, such as "What is your take?" or "Tag someone who needs this."',
    ].join('\n\n'),
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'Polished, measured tone suited to executives and formal audiences.',
    text: [
      'Headline sentence stating the development precisely: {key_fact}.',
      'Provide context: the source ({source}), the date ({date}) and the relevant figure ({statistic}).',
      'Set out the implications for {industry} in two concise points.',
      'Conclude with a measured recommendation or observation. Avoid slang, exclamation marks and emojis.',
    ].join('\n\n'),
  },
  {
    id: 'thought-leadership',
    name: 'Thought Leadership',
    description: 'Takes a clear point of view on the news and argues for it.',
    text: [
      'State your position in one sentence: what most people get wrong about {topic}.',
      'Use the news from {source} as evidence: {key_fact} ({statistic}).',
      'Explain the deeper pattern this reveals and where you think it leads.',
      'Offer one principle others can apply, then invite respectful disagreement.',
    ].join('\n\n'),
  },
  {
    id: 'educational',
    name: 'Educational',
    description: 'Teaches the reader something: a concept, a method or a lesson from the news.',
    text: [
      'Introduce the concept behind the news in one plain sentence: what is {concept}?',
      'Explain it with the example from {source}: {key_fact}.',
      'List three short takeaways the reader can remember or apply.',
      'Suggest one resource or next step for readers who want to learn more.',
    ].join('\n\n'),
  },
  {
    id: 'conversation-starter',
    name: 'Conversation Starter',
    description: 'Frames the news around an open question to spark discussion.',
    text: [
      'Open with a question the news raises: "{open_question}"',
      'Summarise the development from {source} in two sentences, including {key_fact}.',
      'Present two reasonable viewpoints on it without choosing a side.',
      'Ask readers which view they hold and why, and invite them to share their own experience.',
    ].join('\n\n'),
  },
  {
    id: 'industry-insights',
    name: 'Industry Insights',
    description: 'Explains what the news reveals about the direction of an industry.',
    text: [
      'Name the industry shift the news points to: {trend}.',
      'Support it with the evidence from {source}: {key_fact} ({statistic}).',
      'Explain the consequences for suppliers, customers and professionals in {industry}.',
      'Finish with what to watch next and when.',
    ].join('\n\n'),
  },
  {
    id: 'personal-experience',
    name: 'Personal Experience',
    description: 'Relates the news to a first-person story or lesson from the author’s work.',
    text: [
      'Begin with a short first-person moment related to {topic}: "Last year I..."',
      'Link it to today’s news from {source}: {key_fact}.',
      'Share what you learned and what you would do differently now.',
      'Ask readers whether they have had a similar experience.',
    ].join('\n\n'),
  },
  {
    id: 'professional-milestone',
    name: 'Professional Milestone',
    description: 'Marks an achievement, launch or anniversary and ties it to the wider news.',
    text: [
      'Announce the milestone in the first line: {milestone}.',
      'Place it in context with the news from {source}: {key_fact}.',
      'Thank the people who made it possible and name what made the difference.',
      'Close with what comes next and an invitation to connect or follow along.',
    ].join('\n\n'),
  },
];

/** Ids of the per-type templates, in display order ('informative' first: it is the default). */
export const PER_TYPE_TEMPLATE_IDS: string[] = PER_TYPE.map((t) => t.id);

/** The nine per-type templates for one content type (fresh objects, safe to hand out). */
export function perTypeTemplates<Type extends string>(contentType: Type): PostTemplate<Type>[] {
  return PER_TYPE.map((t) => ({ ...t, contentType }));
}
