// What a stand-in reports a post earned: figures that grow with the post's age, different for each
// post, and a count of every read, so a test sees what Synth asked and when.
import { createHash } from 'node:crypto';

const HOUR_MS = 3_600_000;

/**
 * `speed` makes the stand-in's hours pass faster than real ones (a test passes 3600: a second is an
 * hour), so a post a test published moments ago has earned a day's figures.
 */
export class PostFigures {
  constructor({ speed = 1 } = {}) {
    this.speed = speed;
    /** Every read, in order: `{ id, at }`. */
    this.reads = [];
  }

  /** The figures of a post stored at `createdAt`, as of now. */
  of(id, createdAt) {
    this.reads.push({ id, at: Date.now() });
    const hours = Math.max(0, ((Date.now() - createdAt) * this.speed) / HOUR_MS);
    const weight = 1 + (createHash('sha256').update(id).digest()[0] % 5);
    const reactions = Math.floor(weight * 4 * Math.log2(1 + hours));
    return {
      reactions,
      replies: Math.floor(reactions / 6),
      reposts: Math.floor(reactions / 10),
      impressions: reactions * 40 + Math.floor(hours * 3),
    };
  }
}
