// Load shedding: while the event loop runs late, a new request is answered 503 with Retry-After at
// once, before its body is read or its caller looked up, so the work already in hand finishes and
// /healthz (mounted before this) keeps its pace. One stranger's flood then slows nobody for long.
import type { RequestHandler } from 'express';

export const SHED_MESSAGE = 'Synth is busy right now. Please try again in a moment.';

export interface Admission {
  /** Answers 503 to new requests while the loop lags; passes them on otherwise. */
  middleware: RequestHandler;
  /** How late the loop ran recently, in ms: the latest lateness, halving each tick after. */
  lagMs(): number;
  stop(): void;
}

/**
 * Measures how late a timer ticking every `sampleMs` fires. A lateness above `maxLagMs` sheds new
 * work; the recent figure halves each tick, so shedding ends a few ticks after the loop catches up.
 * `maxLagMs` 0 turns shedding off.
 */
export function admission({ maxLagMs, sampleMs = 10 }: { maxLagMs: number; sampleMs?: number }): Admission {
  let lag = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    lag = Math.max(now - last - sampleMs, lag / 2);
    last = now;
  }, sampleMs);
  timer.unref();
  return {
    lagMs: () => lag,
    stop: () => clearInterval(timer),
    middleware: (_req, res, next) => {
      if (!maxLagMs || lag <= maxLagMs) return next();
      res
        .status(503)
        .set({ 'Retry-After': '1', 'Cache-Control': 'no-store' })
        .json({ message: SHED_MESSAGE, code: 'BUSY', retryAfter: 1 });
    },
  };
}
