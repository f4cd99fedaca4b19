import { SYNTH_FIELD_NAMES, type Synth } from '@synth/core/synths';

/** The REST shape of a synth: raw ids, every field, and the stats. */
export function synthJson(s: Synth) {
  const fields = Object.fromEntries(SYNTH_FIELD_NAMES.map((k) => [k, s[k as keyof Synth] ?? null]));
  return {
    id: s.id,
    userId: s.user.id,
    ...fields,
    lastRunAt: s.lastRunAt ?? null,
    stats: { articlesFetched: s.articlesFetched, articlesFiltered: s.articlesFiltered, articlesProcessed: s.articlesProcessed, lastRun: s.lastRunAt ?? null },
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}
