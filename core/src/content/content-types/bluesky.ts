// Bluesky posts: a post, or a numbered thread of replies when the story does not fit in one. Its
// templates carry no text: the platform instructions guide those posts.
import { defineContentType } from '../content-type';

export const bluesky = defineContentType({
  id: 'bluesky',
  platform: 'Bluesky',
  pickerLabel: 'Bluesky',
  promptName: 'Bluesky post',
  named: {
    patterns: [/\b(?:bluesky|bsky|skeets?)\b/i],
    planHint: 'for Bluesky or skeets',
    words: ['bluesky', 'bsky', 'skeet', 'skeets'],
  },
  // A post's text is at most 300 graphemes (app.bsky.feed.post). Synth shows each link as a short
  // label of at most 23 characters that points to the whole address, as Bluesky's own app does.
  limits: { chars: 300, hashtags: null, thread: { part: 'post', linkWeight: 23 } },
  instructions: [
    'Write for Bluesky. A single post must stay within 300 characters, including the link (count 23 characters for any URL).',
    'Tone: conversational and direct; lead with the most interesting fact, then why it matters.',
    'Formatting: plain text, no markdown. For a thread, number each post (1/4, 2/4, ...) and make every post readable on its own; put the source link in the first post, where Bluesky shows it as a card.',
    'Hashtags: when enabled, one or two at most, at the end.',
  ].join('\n'),
  promptRules: [
    'Every post must be at most 300 characters. If the content does not fit in one post, write a thread: start each post with its number as "1/n", "2/n", … and separate posts with one blank line.',
  ],
  templates: [
    {
      id: 'concise',
      name: 'Concise',
      contentType: 'bluesky',
      description: 'A single post under 300 characters with the key fact and link.',
      text: '',
    },
    {
      id: 'threaded',
      name: 'Threaded',
      contentType: 'bluesky',
      description: 'A short thread of 3 to 6 posts that unpacks the story.',
      text: '',
    },
    {
      id: 'provocative',
      name: 'Provocative',
      contentType: 'bluesky',
      description: 'A bold, discussion-starting take backed by the source.',
      text: '',
    },
  ],
  composeOffline: (kit) => kit.thread(),
  followsVoice: false,
  quality: { allowsDanglingLineEnds: true },
});
