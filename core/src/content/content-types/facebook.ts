// Facebook posts: the nine shared templates.
import { defineContentType } from '../content-type';
import { perTypeTemplates } from '../post-templates';

export const facebook = defineContentType({
  id: 'facebook',
  platform: 'Facebook',
  pickerLabel: 'Facebook post',
  promptName: 'Facebook post',
  named: { patterns: [/\b(?:facebook|fb)\b/i], planHint: '', words: ['facebook', 'fb'] },
  limits: { chars: 63206, hashtags: null, thread: null },
  instructions: [
    'Write a Facebook post of 80 to 250 words.',
    'Tone: warm, conversational and accessible to a general audience; explain jargon.',
    'Formatting: a strong first sentence, two or three short paragraphs, and a clear question or call to action at the end. Plain text; emojis sparingly.',
    'Include the article link so Facebook can show a preview card.',
    'Hashtags: when enabled, one to three at most.',
  ].join('\n'),
  promptRules: [],
  templates: perTypeTemplates('facebook'),
  composeOffline: (kit) => kit.templatePost({ moreStories: true }),
  followsVoice: true,
  quality: { allowsDanglingLineEnds: false },
});
