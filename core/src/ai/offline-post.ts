// Offline posts: without a model, the writer composes a post a person could publish from the
// run's summaries, following the structure of the chosen template (hook or headline, the key fact
// with its figure, who is involved, why it matters, the link, the hashtags). Every sentence comes
// from a summary or is a fixed phrase that reads well on its own; a part the articles hold no
// value for is left out, and sentences in feed text that try to instruct an AI are dropped.
import { CONTENT_TYPES, contentTypeOf } from '../content/content-types';
import type { OfflineComposerKit } from '../content/content-type';
import { linkedinTemplates } from '../content/linkedin-templates';
import { charLength, tweetLength } from '../content/platform-limits';
import type { TemplateLibrary } from '../content/template.types';
import type { PostRequest } from './ai.types';
import { fitToPlatform, hashtagsFromTopics, missingExampleLines, toTweetThread } from './platform-fit';
import { displayTopic, postPromptOptions, templateTextFor, type CandidateTemplate } from './prompt-builder';
import { composeLinkedInFormat } from './offline-linkedin';
import { composeInVoice } from './offline-voice';
import type { VoiceProfileData } from '../voice/voice-profile';
import { PostBuilder, readMore, STAT_RE, storyFacts, topicOfStory, type StoryFacts } from './offline-story';

/** The per-type templates, composed: each follows the order and tone of its template text. */
function composePerType(templateId: string, f: StoryFacts, topic: string | null): PostBuilder {
  const b = new PostBuilder();
  const figureExtra = f.figure;
  switch (templateId) {
    case 'engaging':
      b.line(f.title)
        .say([f.lead])
        .say([figureExtra])
        .say([f.why], 'What it changes: ')
        .line(readMore(f))
        .line('What is your take? Share it in the comments.');
      break;
    case 'professional':
      b.say([f.lead])
        .line(f.source ? `Reported by ${f.source}.` : null)
        .say([figureExtra])
        .say([f.why])
        .say([f.who])
        .line(readMore(f));
      break;
    case 'thought-leadership':
      b.line(topic ? `One story in ${topic} deserves a closer look.` : 'One story this week deserves a closer look.')
        .line(f.title)
        .say([f.lead, figureExtra])
        .say([f.why], 'Why it matters: ')
        .line('Do you read it the same way? I would welcome other views.')
        .line(readMore(f));
      break;
    case 'educational': {
      b.line(f.title).say([f.lead], 'What happened: ');
      const points = [figureExtra, f.who, f.why, f.next, ...f.sentences].filter((s): s is string => !!s && !b.has(s));
      b.list('Key takeaways:', [...new Set(points)].slice(0, 3));
      b.line(f.link ? `Learn more${f.source ? ` from ${f.source}` : ''}: ${f.link}` : null);
      break;
    }
    case 'conversation-starter':
      b.line(topic ? `What does this mean for ${topic}?` : 'What does this mean for your work?')
        .line(f.title)
        .say([f.lead, figureExtra])
        .line('Which way do you read it? Share your experience in the comments.')
        .line(readMore(f));
      break;
    case 'industry-insights':
      b.line(topic ? `A shift worth watching in ${topic}: ${f.title}` : f.title)
        .say([f.lead])
        .say([figureExtra], 'The evidence: ')
        .say([f.why], 'What it means: ')
        .say([f.next], 'What to watch next: ')
        .line(readMore(f));
      break;
    case 'personal-experience':
      b.line('This story caught my attention today.')
        .line(f.title)
        .say([f.lead, figureExtra])
        .say([f.why])
        .line('Have you seen something similar in your own work?')
        .line(readMore(f));
      break;
    case 'professional-milestone':
      b.line(`A milestone worth noting: ${f.title}`)
        .say([f.lead, figureExtra])
        .say([f.who])
        .say([f.next], 'What comes next: ')
        .line(topic ? `Follow along for more on ${topic}.` : 'Follow along for more updates.')
        .line(readMore(f));
      break;
    default: // informative, and the plain composition a failed post is recomposed with
      b.line(f.title).say([f.lead, figureExtra]).say([f.who, f.why]).line(readMore(f));
  }
  return b;
}

function moreStories(rest: StoryFacts[], max: number): string[] {
  return rest.slice(0, max).map((s) => (s.link ? `${s.title}: ${s.link}` : s.title));
}

/** X: a single tweet (concise), a numbered thread (threaded) or a bold opener (provocative). */
function composeTweets(templateId: string, f: StoryFacts, hashtags: string[], examples: string): string {
  const tags = hashtags.slice(0, 2).join(' ');
  const link = f.link ? f.link : null;
  if (templateId === 'threaded') {
    const parts = [
      f.title,
      f.lead,
      f.figure,
      f.who,
      f.why,
      examples,
      [link ? `Source: ${link}` : null, tags].filter(Boolean).join('\n'),
    ].filter((p, i, all): p is string => !!p && all.indexOf(p) === i);
    const tweets = parts.flatMap((p) => toTweetThread(p, 272));
    return tweets.length === 1 ? tweets[0] : tweets.map((t, i) => `${i + 1}/${tweets.length} ${t}`).join('\n\n');
  }
  const opener =
    templateId === 'provocative'
      ? [f.figure ?? f.lead, 'This deserves more attention than it is getting.']
      : [f.title, f.lead];
  const tail = [link, examples, tags].filter(Boolean).join('\n');
  const candidates = [
    [...opener, tail],
    [opener[0], tail],
    [f.title, tail],
  ].map((parts) => parts.filter(Boolean).join('\n\n'));
  const single = candidates.find((c) => tweetLength(c) <= 280);
  return single ?? toTweetThread(candidates[0]).join('\n\n');
}

/** Every story in turn, the lead story first: Markdown headings (blog) or a subject line and a list per story (email). */
function composeLongForm(
  req: PostRequest,
  stories: StoryFacts[],
  templateId: string,
  shape: 'markdown' | 'email',
): string {
  const blog = shape === 'markdown';
  const b = new PostBuilder();
  const points = (s: StoryFacts) =>
    [s.lead, s.figure, s.who, s.why].filter((x, i, all): x is string => !!x && all.indexOf(x) === i);
  if (blog) {
    // The lead story's title is the post's title; each further story gets a section of its own.
    stories.forEach((s, i) => {
      b.line(i === 0 ? `# ${s.title}` : `## ${s.title}`)
        .line(points(s).join(' ') || null)
        .line(s.link ? `Source: ${s.source ? `${s.source}, ` : ''}${s.link}` : null);
    });
  } else {
    b.line(`Subject: ${stories[0].title}`);
    for (const s of stories) b.list(s.title, points(s)).line(s.link ? `Read the full article: ${s.link}` : null);
  }
  const respond = blog ? 'Share your view in the comments.' : 'Reply and let me know.';
  const closing: Record<string, string> = {
    engaging: `What is your take? ${respond}`,
    'conversation-starter': `Which of these stories matters most to you? ${respond}`,
    'thought-leadership': `Do you read these stories the same way? ${respond}`,
  };
  b.line(closing[templateId] ?? null);
  if (blog && req.includeHashtags && req.topics.length)
    b.line(`Tags: ${req.topics.map(displayTopic).filter(Boolean).join(', ')}`);
  return b.text();
}

const PLACEHOLDER_RE = /\{\s*([A-Za-z][\w-]*)\s*\}/g;

/** A template of the user's own: its placeholders are filled, and a line whose value is missing is left out. */
function fillCustomTemplate(template: string, values: Record<string, string | null>): string {
  return template
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => [...line.matchAll(PLACEHOLDER_RE)].every((m) => values[m[1].toLowerCase()]))
    .map((line) =>
      line
        .replace(PLACEHOLDER_RE, (_m, name: string) => values[name.toLowerCase()] ?? '')
        .replace(/[^\S\n]{2,}/g, ' ')
        .trimEnd(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const LIBRARY_IDS = new Set(CONTENT_TYPES.flatMap((t) => t.templates.map((template) => template.id)));

/** Deterministic template choice: a figure in the news → a stats/insights template, examples → a case template, a question → a conversation template. */
export function pickTemplateOffline(req: PostRequest, candidates: CandidateTemplate[]): string {
  if (!req.autoSelectTemplate || !candidates.length) return req.templateId;
  // What earned the person's posts the most comes before what the news suggests.
  const earned = req.earned && candidates.find((c) => c.id === req.earned!.templateId);
  if (earned) return earned.id;
  const text = req.summaries.map((s) => `${s.title} ${s.summary}`).join(' ');
  const find = (re: RegExp) => candidates.find((c) => re.test(c.id) || re.test(c.name))?.id;
  const rules: [boolean, RegExp][] = [
    [STAT_RE.test(text), /stat|data|number|metric|insight/i],
    [req.examples.length > 0, /example|case|stor|experience/i],
    [text.includes('?'), /question|conversation|discussion/i],
  ];
  for (const [applies, re] of rules) {
    const id = applies ? find(re) : undefined;
    if (id) return id;
  }
  return candidates.some((c) => c.id === req.templateId) ? req.templateId : candidates[0].id;
}

/** The voice's length, or the length that earned the person's posts the most when auto-select learned one. */
function withEarnedLength(profile: VoiceProfileData, earned: PostRequest['earned']): VoiceProfileData {
  if (!earned) return profile;
  const { low, high } = earned.words;
  return { ...profile, words: { ...profile.words, low, high, typical: Math.round((low + high) / 2) } };
}

export interface OfflinePostOptions {
  /** Compose the plainest form of the post: used when the chosen template's post failed the quality gate. */
  plain?: boolean;
}

/**
 * A post its platform's limit will cut keeps the lead story's link: the line that carries it moves
 * from the body, which is cut, to the trailer, which is not.
 */
function keepLinkWhenCut(req: PostRequest, core: string, trailer: string, link: string | null): [string, string] {
  const { chars } = contentTypeOf(req.contentType).limits;
  const lines = core.split('\n');
  const linkLine = link ? lines.findLast((l) => l.includes(link)) : undefined;
  if (!linkLine || chars == null || charLength(`${core}\n\n${trailer}`) <= chars) return [core, trailer];
  const body = lines
    .filter((l) => l !== linkLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return [body, [linkLine, trailer].filter(Boolean).join('\n\n')];
}

/** Whether the request's content type offers the template with this id. */
const findOffered = (req: PostRequest, id: string) => contentTypeOf(req.contentType).templates.some((t) => t.id === id);

export function offlinePost(
  req: PostRequest,
  library?: TemplateLibrary,
  opts: OfflinePostOptions = {},
): { templateId: string; text: string } {
  const options = postPromptOptions(library, req);
  const templateId = req.autoSelectTemplate ? pickTemplateOffline(req, options.candidateTemplates) : req.templateId;
  const stories = req.summaries.map(storyFacts);
  const [top, ...rest] = stories;
  if (!top) return { templateId, text: '' };
  const recipeId = opts.plain ? 'informative' : templateId;
  const hashtags = () => (req.includeHashtags ? hashtagsFromTopics(req.topics) : []);

  const kit: OfflineComposerKit = {
    longForm(shape) {
      const body = composeLongForm(req, stories, recipeId, shape);
      return [body, missingExampleLines(body, req.examples).join('\n')].filter(Boolean).join('\n\n');
    },
    thread() {
      const examples = missingExampleLines('', req.examples).join('\n');
      return composeTweets(opts.plain ? 'concise' : recipeId, top, hashtags(), examples);
    },
    templatePost({ moreStories: more }) {
      const tags = hashtags();
      const topic = topicOfStory(top, req.topics);
      const template = templateTextFor(library, req, templateId);
      const custom = !opts.plain && !LIBRARY_IDS.has(templateId) && new RegExp(PLACEHOLDER_RE.source).test(template);
      let core: string;
      let hashtagsPlaced = false;
      if (custom) {
        hashtagsPlaced = /\{\s*hashtags\s*\}/i.test(template);
        core = fillCustomTemplate(template, {
          headline: top.title,
          title: top.title,
          summary: top.sentences.slice(0, 3).join(' ') || null,
          link: top.link,
          url: top.link,
          source: top.source,
          statistic: top.figure,
          topic,
          hashtags: tags.join(' ') || null,
        });
      } else {
        // A LinkedIn format composes its own parts, for any type that offers it.
        const format = opts.plain
          ? undefined
          : linkedinTemplates.find((t) => t.id === recipeId && findOffered(req, t.id));
        const b = format
          ? composeLinkedInFormat(format, top, rest, req.examples, topic)
          : composePerType(recipeId, top, topic);
        if (!format && more) b.list('Also in the news:', moreStories(rest, 2));
        core = b.text();
      }
      // In the person's voice, the voice places the hashtags: at the very end, or within sentences.
      const voiced =
        req.voice && !custom
          ? composeInVoice({
              core,
              top,
              rest,
              topic,
              profile: withEarnedLength(req.voice.profile, req.earned),
              topicHashtags: req.includeHashtags ? hashtagsFromTopics(req.topics) : [],
              includeHashtags: req.includeHashtags,
            })
          : null;
      if (voiced) core = voiced.body;
      const tagLine = voiced ? voiced.hashtagLine : hashtagsPlaced ? '' : tags.join(' ');
      const trailer = [missingExampleLines(core, req.examples).join('\n'), tagLine].filter(Boolean).join('\n\n');
      return fitToPlatform(req.contentType, ...keepLinkWhenCut(req, core, trailer, top.link));
    },
  };
  return { templateId, text: contentTypeOf(req.contentType).composeOffline(kit) };
}
