// Topics added by picking a professional specialization carry this prefix, so the editor can show
// and remove them as a group. The prefix says where a topic came from, not what it is about: it is
// dropped before the topic is matched, shown to a model or turned into a hashtag.
export const PROFESSIONAL_PREFIX = 'professional:';

/** "data science" → "professional:data science". */
export const professionalTopic = (keyword: string): string => `${PROFESSIONAL_PREFIX}${keyword}`;

export const isProfessionalTopic = (topic: string): boolean => topic.startsWith(PROFESSIONAL_PREFIX);

/** "professional:data science" → "data science"; other topics are only trimmed. */
export function topicWithoutPrefix(topic: string): string {
  return topic
    .trim()
    .replace(/^professional:\s*/i, '')
    .trim();
}

/** The seven professional categories: of the specializations, of the curated feeds and of the topic lexicon. */
export const FEED_CATEGORIES = [
  'Management Consulting',
  'IT & Digital Transformation',
  'Healthcare',
  'Financial Services',
  'Human Resources',
  'Environmental',
  'Legal',
] as const;

export type FeedCategory = (typeof FEED_CATEGORIES)[number];
