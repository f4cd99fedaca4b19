// Mastodon posts: a post, or a numbered thread of replies when the story does not fit in one. Its
// templates carry no text: the platform instructions guide those posts.
import { defineContentType } from '../content-type';

export const mastodon = defineContentType({
  id: 'mastodon',
  platform: 'Mastodon',
  pickerLabel: 'Mastodon',
  promptName: 'Mastodon post',
  named: {
    patterns: [/\b(?:mastodon|toots?|fediverse)\b/i],
    planHint: 'for Mastodon or toots',
    words: ['mastodon', 'toot', 'toots', 'fediverse'],
  },
  // Mastodon's default limit is 500 characters, and every link counts as 23 whatever its length.
  limits: { chars: 500, hashtags: null, thread: { part: 'post', linkWeight: 23 } },
  instructions: [
    'Write for Mastodon. A single post must stay within 500 characters, including the link (count 23 characters for any URL).',
    'Tone: thoughtful and plain-spoken; no marketing voice, no clickbait.',
    'Formatting: plain text, no markdown. For a thread, number each post (1/3, 2/3, ...) and make every post readable on its own; put the source link in the first post.',
    'Hashtags: when enabled, one to three in CamelCase at the end, since people follow hashtags on Mastodon.',
  ].join('\n'),
  promptRules: [
    'Every post must be at most 500 characters. If the content does not fit in one post, write a thread: start each post with its number as "1/n", "2/n", … and separate posts with one blank line.',
  ],
  templates: [
    {
      id: 'concise',
      name: 'Concise',
      contentType: 'mastodon',
      description: 'A single post under 500 characters with the key fact and link.',
      text: '',
    },
    {
      id: 'threaded',
      name: 'Threaded',
      contentType: 'mastodon',
      description: 'A short thread of 2 to 4 posts that unpacks the story.',
      text: '',
    },
    {
      id: 'provocative',
      name: 'Provocative',
      contentType: 'mastodon',
      description: 'A bold, discussion-starting take backed by the source.',
      text: '',
    },
  ],
  composeOffline: (kit) => kit.thread(),
  followsVoice: false,
  quality: { allowsDanglingLineEnds: true },
});
