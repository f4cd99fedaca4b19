// LinkedIn posts: the nine shared templates, then the 21 LinkedIn formats of the template test page.
import { defineContentType } from '../content-type';
import { linkedinTemplates } from '../linkedin-templates';
import { perTypeTemplates } from '../post-templates';

export const linkedin = defineContentType({
  id: 'linkedin',
  platform: 'LinkedIn',
  pickerLabel: 'LinkedIn post',
  promptName: 'LinkedIn post',
  named: { patterns: [/linked[\s-]?in/i], planHint: '', words: ['linkedin'] },
  limits: { chars: 3000, hashtags: null, thread: null },
  instructions: [
    'Write a LinkedIn post of 150 to 300 words (never more than 3,000 characters).',
    'Tone: professional, confident and human; write for peers and decision-makers, not for search engines.',
    'Formatting: put the hook in the first line (it is all readers see before "see more"), use short paragraphs of one to three sentences separated by blank lines, and use numbered or bulleted lists for steps. No markdown headings or bold syntax.',
    'Cite the source by name and include the article link once, near the end.',
    'Hashtags: when enabled, add three to five specific hashtags on the last line (for example #FinancialServices, not #News).',
  ].join('\n'),
  promptRules: [],
  templates: [...perTypeTemplates('linkedin'), ...linkedinTemplates],
  composeOffline: (kit) => kit.templatePost({ moreStories: true }),
  followsVoice: true,
  quality: { allowsDanglingLineEnds: false },
});
