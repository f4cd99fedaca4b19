// Writing instructions per platform (content type), given to the AI alongside the chosen template.
import type { ContentType } from '../synths/synth.enums';

export const platformInstructions: Record<`${ContentType}`, string> = {
  linkedin: [
    'Write a LinkedIn post of 150 to 300 words (never more than 3,000 characters).',
    'Tone: professional, confident and human; write for peers and decision-makers, not for search engines.',
    'Formatting: put the hook in the first line (it is all readers see before "see more"), use short paragraphs of one to three sentences separated by blank lines, and use numbered or bulleted lists for steps. No markdown headings or bold syntax.',
    'Cite the source by name and include the article link once, near the end.',
    'Hashtags: when enabled, add three to five specific hashtags on the last line (for example #FinancialServices, not #News).',
  ].join('\n'),
  twitter: [
    'Write for Twitter/X. A single tweet must stay within 280 characters, including the link (count 23 characters for any URL).',
    'Tone: direct and punchy; lead with the most newsworthy fact or opinion.',
    'Formatting: plain text, no markdown. For a thread, number each tweet (1/5, 2/5, ...) and make every tweet readable on its own; put the source link in the first or last tweet.',
    'Hashtags: when enabled, at most one or two, placed naturally at the end; never hashtag every word.',
  ].join('\n'),
  facebook: [
    'Write a Facebook post of 80 to 250 words.',
    'Tone: warm, conversational and accessible to a general audience; explain jargon.',
    'Formatting: a strong first sentence, two or three short paragraphs, and a clear question or call to action at the end. Plain text; emojis sparingly.',
    'Include the article link so Facebook can show a preview card.',
    'Hashtags: when enabled, one to three at most.',
  ].join('\n'),
  instagram: [
    'Write an Instagram caption of 100 to 220 words (the platform limit is 2,200 characters).',
    'Tone: visual, personal and upbeat; describe the story as if it accompanies an image or carousel.',
    'Formatting: hook in the first 125 characters (shown before "more"), short lines, line breaks between ideas, emojis used purposefully. Links are not clickable in captions, so say "link in bio" instead of pasting the URL.',
    'Hashtags: when enabled, add five to ten relevant hashtags after a blank line at the end.',
  ].join('\n'),
  email: [
    'Write a newsletter-style email section of 150 to 400 words.',
    'Tone: clear, helpful and respectful of the reader’s time; write to one person.',
    'Formatting: start with a subject-line suggestion on its own line ("Subject: ..."), then a one-sentence preview, then short paragraphs with a bulleted list of the key points and a "Read the full article" link for each source.',
    'Hashtags: do not use hashtags in email.',
  ].join('\n'),
  blog: [
    'Write a blog post of 600 to 1,200 words.',
    'Tone: informative and authoritative, with a clear point of view; suitable for search and for sharing.',
    'Formatting: a descriptive title, an introduction that states why the topic matters, three to five sections with markdown subheadings (##), bullet lists where they help, and a conclusion with next steps. Link every source where it is cited.',
    'Hashtags: do not use hashtags; instead suggest three to five tags or categories on the last line ("Tags: ...").',
  ].join('\n'),
};
