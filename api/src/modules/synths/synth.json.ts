import { SYNTH_FIELD_NAMES, type Synth } from '@synth/core/synths';
import { jsonFields } from '../../rest/json-fields';

/** The REST shape of a synth: raw ids, every field, and the stats. */
export function synthJson(s: Synth) {
  return {
    id: s.id,
    userId: s.user.id,
    ...jsonFields(s, SYNTH_FIELD_NAMES),
    lastRunAt: s.lastRunAt ?? null,
    stats: {
      articlesFetched: s.articlesFetched,
      articlesFiltered: s.articlesFiltered,
      articlesProcessed: s.articlesProcessed,
      lastRun: s.lastRunAt ?? null,
    },
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}
