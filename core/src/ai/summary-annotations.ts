// What a run keeps beside each summary: its minute line and linkable passages for the digest, and
// more of the article's own sentences for the post writer. They depend on the summary and its
// article alone, and every synth that lists a stored summary needs the same ones, so they are
// worked out once per worker process, under one key for the three.
import type { SummaryRequest } from './ai.types';
import { summaryKey } from './checked-summary';
import type { MinuteLine } from './minute-line';
import { postDetailsOf } from './post-details';
import { digestAnnotationsOf } from './source-passages';
import { memoizeByKey } from '../lib/text-memo';

export interface SummaryAnnotations {
  minute: MinuteLine;
  passages: string[];
  postDetails: string[];
}

const annotations = memoizeByKey(
  summaryKey,
  ({ req, summary }: { req: SummaryRequest; summary: string }): SummaryAnnotations => ({
    ...digestAnnotationsOf(req, summary),
    postDetails: postDetailsOf(req, summary),
  }),
  {
    weigh: ({ minute, passages, postDetails }) =>
      minute.point.length + (minute.fact?.length ?? 0) + [...passages, ...postDetails].join('').length,
  },
);

export function summaryAnnotationsOf(req: SummaryRequest, summary: string): SummaryAnnotations {
  return annotations({ req, summary });
}
