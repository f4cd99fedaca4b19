// Made-up proper names for fixture stories that must never be taken for one another: story
// detection merges articles that share names, so each fixture company, product and city gets a
// name of its own. Plain JavaScript so the benchmarks read it from Node without a build.

const SYLLABLES = [
  'ka',
  'lo',
  'mer',
  'tan',
  'vi',
  'dro',
  'sel',
  'quo',
  'bra',
  'nix',
  'pol',
  'ren',
  'sa',
  'tor',
  'ul',
  'ven',
  'zai',
  'mon',
  'fer',
  'gal',
];
const NAMES = SYLLABLES.length ** 4;

/** What a fixture company does in a headline, chosen in turn. */
export const STORY_ACTIONS = [
  'launches',
  'prices',
  'pilots',
  'delays',
  'expands',
  'audits',
  'acquires',
  'retires',
  'licenses',
  'opens',
  'restructures',
  'tests',
];

/**
 * A four-syllable name for `seed`: the same for the same seed, different for every other seed below
 * 160,000 (the seed is spread over all names by a multiplication that loses nothing), so nearby
 * seeds do not share syllables in the same places.
 * @param {number} seed
 * @returns {string}
 */
export function madeUpName(seed) {
  let n = (((seed * 7919 + 12_345) % NAMES) + NAMES) % NAMES;
  let name = '';
  for (let i = 0; i < 4; i++, n = Math.floor(n / SYLLABLES.length)) name += SYLLABLES[n % SYLLABLES.length];
  return name[0].toUpperCase() + name.slice(1);
}
