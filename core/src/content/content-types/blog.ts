// Blog posts: the nine shared templates; every story gets a Markdown section of its own.
import { defineContentType } from '../content-type';
import { perTypeTemplates } from '../post-templates';

export const blog = defineContentType({
  id: 'blog',
  platform: 'Blog',
  pickerLabel: 'Blog post',
  promptName: 'blog post',
  named: { patterns: [/\bblog(?:s|ging|posts?)?\b/i], planHint: '', words: ['blog', 'blogs'] },
  limits: { chars: null, hashtags: null, thread: null },
  instructions: [
    'Write a blog post of 600 to 1,200 words.',
    'Tone: informative and authoritative, with a clear point of view; suitable for search and for sharing.',
    'Formatting: a descriptive title, an introduction that states why the topic matters, three to five sections with markdown subheadings (##), bullet lists where they help, and a conclusion with next steps. Link every source where it is cited.',
    'Hashtags: do not use hashtags; instead suggest three to five tags or categories on the last line ("Tags: ...").',
  ].join('\n'),
  promptRules: [],
  templates: perTypeTemplates('blog'),
  composeOffline: (kit) => kit.longForm('markdown'),
  followsVoice: false,
  quality: { allowsDanglingLineEnds: false },
});
