// The 21 LinkedIn formats, composed offline. Each keeps its template's five parts in order
// (headline, report citation, examples, actionable steps, closing question) with what the
// articles hold. Only steps and questions that read well without a model are taken from the
// template: none with a placeholder, none pointing at something the post does not contain.
import type { PostTemplate } from '../content/template.types';
import type { PostRequest } from './ai.types';
import { capitalise, PostBuilder, readMore, type StoryFacts } from './offline-story';

// Words that point at a part of the template the offline post cannot fill ("the three habits
// listed in the report", "try it", "the trend").
const DANGLING_RE =
  /\b(?:above|the report|listed|the survey|the research|the findings|their position|the claims?|the trend|the scenario|this list|the signal|both options|this comparison|the leading option|the two criteria|the tool|it first|try it|test it|if it works|the same trend|the example|the principle|these findings|framework|the toolkit|the case|that decision|roll it out|switch|option|the exact claim|same signal)\b|^\w+:/i;
const FIGURE_RE = /\b(?:this number|the figure|the statistic|this figure|driving it)\b/i;

function sectionLines(text: string, marker: string): string[] {
  const section = text.split(/\n\s*\n/).find((p) => p.startsWith(marker));
  return (section?.split('\n').slice(1) ?? []).map((l) => l.replace(/^\s*(?:\d+\.|-)\s+/, '').trim()).filter(Boolean);
}

function usable(line: string, hasFigure: boolean): boolean {
  return !/[{}]/.test(line) && !DANGLING_RE.test(line) && (hasFigure || !FIGURE_RE.test(line));
}

function headlineFor(id: string, f: StoryFacts, topic: string | null): string {
  if (id === 'breaking-news') return `Breaking: ${f.title}`;
  if (id === 'industry-specific-news' && topic) return `${capitalise(topic)} update: ${f.title}`;
  // The figure leads only when it is not the story's lead sentence, which the citation carries.
  if ((id === 'statistic-led-news' || id === 'stats-driven-industry-impact') && f.figure && f.figure !== f.lead)
    return `By the numbers: ${f.figure}`;
  return f.title;
}

export function composeLinkedInFormat(
  template: PostTemplate,
  f: StoryFacts,
  rest: StoryFacts[],
  examples: PostRequest['examples'],
  topic: string | null,
): PostBuilder {
  const b = new PostBuilder();
  const headline = headlineFor(template.id, f, topic);
  if (headline.startsWith('By the numbers: ')) b.say([f.figure], 'By the numbers: ').line(f.title);
  else b.line(headline);

  b.say([f.lead, f.figure], f.source ? `${f.source} reports: ` : '').say([f.who, f.why]);

  b.list(
    'Examples:',
    examples.filter((e) => e.url).map((e) => `${e.title.trim()}: ${e.url}`),
  );
  b.list(
    'Also in the news:',
    rest.slice(0, 2).map((s) => (s.link ? `${s.title}: ${s.link}` : s.title)),
  );

  const hasFigure = !!f.figure;
  const steps = sectionLines(template.text, 'Actionable steps:')
    .filter((s) => usable(s, hasFigure))
    .slice(0, 3);
  b.list(
    'What you can do:',
    steps.length ? steps : ['Share this story with your team and ask what it changes for your work.'],
    true,
  );
  const question = sectionLines(template.text, 'Closing questions:').find((q) => usable(q, hasFigure));
  b.line(question ?? 'What is your take?');
  b.line(readMore(f));
  return b;
}
