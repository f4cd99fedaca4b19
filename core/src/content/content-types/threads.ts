// Threads (Meta) posts: a post, or a numbered chain of replies when the story does not fit in one.
// Its templates carry no text: the platform instructions guide those posts.
import { defineContentType } from '../content-type';

export const threads = defineContentType({
  id: 'threads',
  platform: 'Threads',
  pickerLabel: 'Threads',
  promptName: 'Threads post',
  named: {
    // "threads" alone is as often an X thread: only the app's address, "on Threads" or "Threads posts" name it.
    patterns: [/\bthreads\.(?:net|com)\b/i, /\b(?:on|for|to|via)\s+Threads\b/, /\bthreads\s+posts?\b/i],
    planHint: 'for Threads by Meta',
    words: ['threads'],
  },
  // Threads takes 500 characters per post (the Threads API's text limit). It links one topic tag
  // per post and leaves further hashtags as plain text, so it refuses none.
  limits: { chars: 500, hashtags: null, thread: { part: 'post', linkWeight: 23 } },
  instructions: [
    'Write for Threads. A single post must stay within 500 characters, including the link.',
    'Tone: casual and conversational; open with a hook that invites replies.',
    'Formatting: plain text, no markdown. For a longer story, number each post (1/3, 2/3, ...) and make every post readable on its own; put the source link in the first post.',
    'Hashtags: Threads shows one topic tag per post; when enabled, use at most one.',
  ].join('\n'),
  promptRules: [
    'Every post must be at most 500 characters and carry at most one hashtag. If the content does not fit in one post, write a chain: start each post with its number as "1/n", "2/n", … and separate posts with one blank line.',
  ],
  templates: [
    {
      id: 'concise',
      name: 'Concise',
      contentType: 'threads',
      description: 'A single post under 500 characters with the key fact and link.',
      text: '',
    },
    {
      id: 'threaded',
      name: 'Threaded',
      contentType: 'threads',
      description: 'A short chain of 2 to 4 posts that unpacks the story.',
      text: '',
    },
    {
      id: 'provocative',
      name: 'Provocative',
      contentType: 'threads',
      description: 'A bold, reply-starting take backed by the source.',
      text: '',
    },
  ],
  composeOffline: (kit) => kit.thread(),
  followsVoice: false,
  quality: { allowsDanglingLineEnds: true },
});
