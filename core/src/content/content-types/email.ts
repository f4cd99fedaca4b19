// Email newsletters: the nine shared templates; every story gets a section of its own.
import { defineContentType } from '../content-type';
import { perTypeTemplates } from '../post-templates';

export const email = defineContentType({
  id: 'email',
  platform: 'Email',
  pickerLabel: 'Email newsletter',
  promptName: 'email newsletter',
  // "Email" and "newsletter" also describe the digest itself, so they choose this type only alone.
  named: {
    patterns: [/\b(?:newsletters?|e-?mails?|inbox)\b/i],
    weak: true,
    planHint: 'for newsletters',
    words: ['email', 'emails', 'newsletter', 'newsletters', 'inbox'],
  },
  limits: { chars: null, hashtags: null, thread: null },
  instructions: [
    'Write a newsletter-style email section of 150 to 400 words.',
    'Tone: clear, helpful and respectful of the reader’s time; write to one person.',
    'Formatting: start with a subject-line suggestion on its own line ("Subject: ..."), then a one-sentence preview, then short paragraphs with a bulleted list of the key points and a "Read the full article" link for each source.',
    'Hashtags: do not use hashtags in email.',
  ].join('\n'),
  promptRules: [],
  templates: perTypeTemplates('email'),
  composeOffline: (kit) => kit.longForm('email'),
  followsVoice: false,
  quality: { allowsDanglingLineEnds: false },
});
