// Instagram captions: the nine shared templates; links in a caption are not clickable, so the
// offline writer names no further stories.
import { defineContentType } from '../content-type';
import { perTypeTemplates } from '../post-templates';

export const instagram = defineContentType({
  id: 'instagram',
  platform: 'Instagram',
  pickerLabel: 'Instagram caption',
  promptName: 'Instagram caption',
  named: { patterns: [/\b(?:instagram|insta|ig)\b/i], planHint: '', words: ['instagram', 'insta', 'ig'] },
  // Instagram refuses a caption with more than 30 hashtags.
  limits: { chars: 2200, hashtags: 30, thread: null },
  instructions: [
    'Write an Instagram caption of 100 to 220 words (the platform limit is 2,200 characters).',
    'Tone: visual, personal and upbeat; describe the story as if it accompanies an image or carousel.',
    'Formatting: hook in the first 125 characters (shown before "more"), short lines, line breaks between ideas, emojis used purposefully. Links are not clickable in captions, so say "link in bio" instead of pasting the URL.',
    'Hashtags: when enabled, add five to ten relevant hashtags after a blank line at the end.',
  ].join('\n'),
  promptRules: [],
  templates: perTypeTemplates('instagram'),
  composeOffline: (kit) => kit.templatePost({ moreStories: false }),
  followsVoice: true,
  quality: { allowsDanglingLineEnds: false },
});
