// When Synth reads what a published post earned, and what the API and the worker agree on about the
// workflow that does it (one per publication). Safe for the browser.

/** The two readings of a post's figures: a day after it went out, and a week after. */
export const FIGURES_READINGS = ['day', 'week'] as const;
export type FiguresReading = (typeof FIGURES_READINGS)[number];

/** How long after publishing each reading is taken, in seconds (settings may shorten them for tests). */
export type FiguresReadingDelays = Record<FiguresReading, number>;

export const DEFAULT_FIGURES_READING_DELAYS: FiguresReadingDelays = { day: 86_400, week: 7 * 86_400 };

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
