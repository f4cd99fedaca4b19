// What a carousel says, taken from a finished run: a cover, one slide per top story (its headline and
// the key figure the digest's one-minute line copied word for word from the article) and a closing
// slide with the person's name. Pure: the PDF and its previews are drawn from this.
import type { RunOutput } from '../runs/run-output';

/** LinkedIn shows a document as pages to swipe; past this many stories a carousel is a report. */
export const MOST_CAROUSEL_STORIES = 8;

export interface CarouselStory {
  headline: string;
  /** A clause of the article, word for word; null when the digest found none. */
  figure: string | null;
  source: string | null;
}

export interface CarouselDeck {
  /** The cover's title, and the document's title on LinkedIn. */
  title: string;
  /** The digest's day, as the cover shows it. */
  dateLabel: string;
  stories: CarouselStory[];
  /** Who the closing slide names. */
  author: string;
}

/** A headline in the post is cut to this many characters, so eight of them stay well inside LinkedIn's limit. */
const COMMENTARY_HEADLINE_CHARS = 200;

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const clip = (s: string, n: number) =>
  [...s].length > n
    ? `${[...s]
        .slice(0, n - 1)
        .join('')
        .trimEnd()}…`
    : s;

/** The run's top stories: those its digest summarised, in the digest's order. */
export function carouselStoriesOf(output: RunOutput): CarouselStory[] {
  return (output.articles ?? [])
    .filter((a) => a.summary)
    .slice(0, MOST_CAROUSEL_STORIES)
    .map((a) => ({
      headline: oneLine(a.title),
      figure: a.minute?.fact ? oneLine(a.minute.fact) : null,
      source: a.source ? oneLine(a.source) : null,
    }));
}

/** The day as people read it on a cover ("29 November 2026"), in the digest's own time zone. */
export function carouselDateLabel(day: Date, timeZone: string): string {
  try {
    return day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  } catch {
    return day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  }
}

/** The words of the post that carries the carousel: its title and the stories' headlines, numbered. */
export function carouselCommentary(deck: Pick<CarouselDeck, 'title' | 'stories'>): string {
  const lines = deck.stories.map((s, i) => `${i + 1}. ${clip(s.headline, COMMENTARY_HEADLINE_CHARS)}`);
  return `${deck.title}\n\n${lines.join('\n')}`;
}
