// X (Twitter) posts: a tweet, or a numbered thread when the story does not fit in one. Its templates
// carry no text: the platform instructions guide those posts.
import { defineContentType } from '../content-type';

export const twitter = defineContentType({
  id: 'twitter',
  platform: 'X',
  pickerLabel: 'Twitter / X',
  promptName: 'X (Twitter) post',
  named: {
    patterns: [
      /\b(?:tweets?|tweeting|twitter|x\.com)\b/i,
      // "X" only in capitals and next to a word that makes it the platform ("on X", "X posts").
      /\b(?:on|for|to|via)\s+X\b|\bX\s+(?:posts?|threads?)\b/,
    ],
    planHint: 'for X or tweets',
    words: ['twitter', 'tweet', 'tweets'],
  },
  // X counts every link as 23 characters, whatever its real length.
  limits: { chars: 280, hashtags: null, thread: { part: 'tweet', linkWeight: 23 } },
  instructions: [
    'Write for Twitter/X. A single tweet must stay within 280 characters, including the link (count 23 characters for any URL).',
    'Tone: direct and punchy; lead with the most newsworthy fact or opinion.',
    'Formatting: plain text, no markdown. For a thread, number each tweet (1/5, 2/5, ...) and make every tweet readable on its own; put the source link in the first or last tweet.',
    'Hashtags: when enabled, at most one or two, placed naturally at the end; never hashtag every word.',
  ].join('\n'),
  promptRules: [
    'Every tweet must be at most 280 characters. If the content does not fit in one tweet, write a thread: start each tweet with its number as "1/n", "2/n", … and separate tweets with one blank line.',
  ],
  templates: [
    {
      id: 'concise',
      name: 'Concise',
      contentType: 'twitter',
      description: 'A single tweet under 280 characters with the key fact and link.',
      text: '',
    },
    {
      id: 'threaded',
      name: 'Threaded',
      contentType: 'twitter',
      description: 'A short thread of 3 to 6 tweets that unpacks the story.',
      text: '',
    },
    {
      id: 'provocative',
      name: 'Provocative',
      contentType: 'twitter',
      description: 'A bold, debate-sparking take backed by the source.',
      text: '',
    },
  ],
  composeOffline: (kit) => kit.thread(),
  followsVoice: false,
  quality: { allowsDanglingLineEnds: true },
});
