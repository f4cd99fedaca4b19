// British and American spellings of a word meet before it is stemmed: "centre" and "center",
// "labour" and "labor", "licence" and "license", "organisation" and "organization". The catalogue's
// words are American and the news is written in both. Topics and articles go through the same rules,
// so a rule that reaches too far ("promise" → "promize") changes both alike; only joining two
// different words would do harm, and the few known are kept apart (KEEP).
const WHOLE = new Map(
  Object.entries({
    licence: 'license',
    licences: 'licenses',
    licenced: 'licensed',
    defence: 'defense',
    defences: 'defenses',
    offence: 'offense',
    offences: 'offenses',
    pretence: 'pretense',
    programme: 'program',
    programmes: 'programs',
    aluminium: 'aluminum',
    grey: 'gray',
    mould: 'mold',
    plough: 'plow',
    tyre: 'tire',
    tyres: 'tires',
    manoeuvre: 'maneuver',
    manoeuvres: 'maneuvers',
  }),
);

/** Suffix rules, each with at least two or three letters before the suffix so short words ("hour", "raise") stay. */
const RULES: [RegExp, string][] = [
  // labour, colours, favourite, behavioural, neighbourhood
  [/^(\p{L}{2,})our(s|ed|ing|er|ers|ite|ites|able|ably|al|ful|less|hood|hoods)?$/u, '$1or$2'],
  // centre, theatres, metre, fibre, calibre (centred, centring)
  [/^(\p{L}{2,}[tb])re(s?)$/u, '$1er$2'],
  [/^(\p{L}{2,}[tb])r(ed|ing)$/u, '$1er$2'],
  // organisation, digitised, prioritise, modernising
  [/^(\p{L}{3,})is(e|ed|es|ing|er|ers|ation|ations|able)$/u, '$1iz$2'],
  // analyse, paralysed
  [/^(\p{L}{2,})ys(e|ed|es|ing|er|ers)$/u, '$1yz$2'],
  // catalogue, dialogues
  [/^(\p{L}{3,})ogue(s?)$/u, '$1og$2'],
  // paediatric, haemorrhage, anaesthetic, oesophagus, leukaemia
  [/^(orthop|p)aed/u, '$1ed'],
  [/^(haem|anaes|oesoph|oestr)/u, '~$1'],
  [/aemia$/u, 'emia'],
];
const DIGRAPH: Record<string, string> = { haem: 'hem', anaes: 'anes', oesoph: 'esoph', oestr: 'estr' };
/** Words the rules would change that are not British spellings of another word. */
const KEEP = new Set(['timbre', 'massacre', 'mediocre']);

/** The word (lower case) in American spelling, when it is a British spelling the rules know. */
export function americanSpelling(word: string): string {
  const whole = WHOLE.get(word);
  if (whole) return whole;
  if (KEEP.has(word)) return word;
  for (const [rule, to] of RULES) {
    if (!rule.test(word)) continue;
    const out = word.replace(rule, to);
    return out.startsWith('~') ? out.replace(/^~(haem|anaes|oesoph|oestr)/u, (_m, p: string) => DIGRAPH[p]) : out;
  }
  return word;
}
