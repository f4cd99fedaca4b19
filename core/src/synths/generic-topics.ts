// Topics that would keep every article: stop words ("a", "the") and words every news item can carry
// ("news", "latest"). A synth given one filters nothing, so such a topic is refused when it is saved.
// Browser-safe: the editor and the server read the same list.
import { eng as ENGLISH_STOP_WORDS } from 'stopword';
import { topicWithoutPrefix } from './professional-topic';

/** Words that say an item is news, not what it is about. */
const NEWS_WORDS = `news update updates latest new today daily weekly headline headlines article articles story stories
  report reports information info topic topics thing things stuff everything anything something general misc
  miscellaneous various world business industry trend trends insight insights issue issues people matter matters
  company companies firm firms result results policy policies`.split(/\s+/);

const GENERIC = new Set([...ENGLISH_STOP_WORDS, ...NEWS_WORDS]);

const words = (topic: string) =>
  topic
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#&]+/u)
    .filter(Boolean);

/** Is this word too common to say what an article is about? */
export function isGenericWord(word: string): boolean {
  return GENERIC.has(word.toLowerCase());
}

/** A topic every one of whose words is a stop word or a generic news word ("the news", "latest updates"). */
export function isGenericTopic(topic: string): boolean {
  const w = words(topicWithoutPrefix(topic));
  return w.length > 0 && w.every(isGenericWord);
}

export const genericTopicMessage = (topic: string): string =>
  `The topic "${topic}" would match almost every article, so it cannot choose any. Name a subject instead, for example "freight rates".`;
