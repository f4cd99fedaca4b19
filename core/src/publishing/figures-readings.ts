// When Synth reads what a published post earned, and what the API and the worker agree on about the
// workflow that does it (one per publication). Safe for the browser.

/** The two readings of a post's figures: a day after it went out, and a week after. */
export const FIGURES_READINGS = ['day', 'week'] as const;
export type FiguresReading = (typeof FIGURES_READINGS)[number];

/** How long after publishing each reading is taken, in seconds (settings may shorten them for tests). */
export type FiguresReadingDelays = Record<FiguresReading, number>;

export const DEFAULT_FIGURES_READING_DELAYS: FiguresReadingDelays = { day: 86_400, week: 7 * 86_400 };

/** How many posts the dashboard's chart shows. */
export const RECENT_MEASURED_POSTS = 30;

export const FIGURES_WORKFLOW = 'publicationFiguresWorkflow';

export interface FiguresWorkflowInput {
  publicationId: string;
  /** Each reading and when it is due (ISO), in order. */
  readings: { reading: FiguresReading; at: string }[];
}

/** The figures workflow's id: one per publication, however often it is asked to start. */
export const figuresWorkflowId = (publicationId: string): string => `figures-${publicationId}`;

/** When each reading of a post published at `publishedAt` is due. */
export function figuresReadingTimes(publishedAt: Date, delays: FiguresReadingDelays): FiguresWorkflowInput['readings'] {
  return FIGURES_READINGS.map((reading) => ({
    reading,
    at: new Date(publishedAt.getTime() + delays[reading] * 1000).toISOString(),
  }));
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What a post earned, in words: "12 reactions, 2 replies, 1 repost and 480 views". */
export function describeFigures(f: {
  reactions: number;
  replies: number;
  reposts: number | null;
  impressions: number | null;
}): string {
  const words = [count(f.reactions, 'reaction', 'reactions'), count(f.replies, 'reply', 'replies')];
  if (f.reposts !== null) words.push(count(f.reposts, 'repost', 'reposts'));
  if (f.impressions !== null) words.push(count(f.impressions, 'view', 'views'));
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** How a reading is named on the page. */
export const READING_LABELS: Record<FiguresReading, string> = {
  day: 'A day after publishing',
  week: 'A week after publishing',
};
