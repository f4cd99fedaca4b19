// Built-in templates per content type, used for a content type the templates query gives none for.
import type { ContentTemplate, ContentType, TemplatesByType } from './types';
import { LINKEDIN_FORMAT_TEMPLATES } from './linkedinTemplates';

const PER_TYPE: Omit<ContentTemplate, 'contentType'>[] = [
  { id: 'informative', name: 'Informative', text: 'Open with the key development from {source}: {key_fact}. Explain what happened and why it matters to {audience}. Close with the link ({link}).' },
  { id: 'engaging', name: 'Engaging', text: 'Start with a hook about {topic}. Share {key_fact} in upbeat language. Invite readers to share their take.' },
  { id: 'professional', name: 'Professional', text: 'State the development precisely: {key_fact}. Give context ({source}, {date}) and two implications for {industry}.' },
  { id: 'thought-leadership', name: 'Thought Leadership', text: 'Take a clear position on {topic}. Use {key_fact} as evidence. Offer one principle others can apply.' },
  { id: 'educational', name: 'Educational', text: 'Explain the concept behind the news in plain words, illustrate it with {key_fact}, and list three takeaways.' },
  { id: 'conversation-starter', name: 'Conversation Starter', text: 'Summarise {key_fact} in two sentences, then ask one open question that invites different views.' },
  { id: 'industry-insights', name: 'Industry Insights', text: 'What {key_fact} reveals about {industry}: the trend, the winners, and what to watch next.' },
  { id: 'personal-experience', name: 'Personal Experience', text: 'Connect {key_fact} to a short story from your own work, then share the lesson.' },
  { id: 'professional-milestone', name: 'Professional Milestone', text: 'Frame {key_fact} as a milestone for {industry}: how we got here and what it unlocks.' },
];

const perType = (contentType: ContentType): ContentTemplate[] => PER_TYPE.map((t) => ({ ...t, contentType }));

/** Twitter/X templates carry no text: platform instructions guide those posts. */
export const TWITTER_TEMPLATES: ContentTemplate[] = [
  { id: 'concise', name: 'Concise', contentType: 'twitter', text: '' },
  { id: 'threaded', name: 'Threaded', contentType: 'twitter', text: '' },
  { id: 'provocative', name: 'Provocative', contentType: 'twitter', text: '' },
];

export const BUILTIN_TEMPLATES: TemplatesByType = {
  linkedin: [...perType('linkedin'), ...LINKEDIN_FORMAT_TEMPLATES],
  twitter: TWITTER_TEMPLATES,
  facebook: perType('facebook'),
  instagram: perType('instagram'),
  email: perType('email'),
  blog: perType('blog'),
};

export const BUILTIN_PLATFORM_INSTRUCTIONS: Record<ContentType, string> = {
  linkedin: 'Professional tone, short paragraphs, a strong first line, 1,300 characters or fewer, up to three hashtags.',
  twitter: 'At most 280 characters per post; threads number each post; one idea per post; one or two hashtags.',
  facebook: 'Conversational and friendly; a question or call to action; links are fine.',
  instagram: 'A caption with a hook in the first line, line breaks, emojis in moderation and up to ten hashtags at the end.',
  email: 'A clear subject line, a short greeting, scannable sections with headings and a link to each source.',
  blog: 'A title, an introduction, sections with subheadings, and a conclusion with sources.',
};
