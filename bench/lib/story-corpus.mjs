// Invented news stories for the benchmarks, made from a number: each story has its own company,
// place, person, product and figure, and can be told in three outlets' wordings (different title,
// sentence order and phrasing, the same facts), so stories retold across feeds look like real
// coverage rather than copies. Deterministic: the same number always gives the same story.

import words from './story-words.json' with { type: 'json' };

// The words stories are made of (bench/lib/story-words.json). Actions are templates: {product},
// {place} and {n} are filled from the story's facts.
const { companyNames, companyKinds, places, firstNames, lastNames, products, actions, reasons, fillers } = words;

/** A small seeded generator (mulberry32), so story n is the same on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const fill = (s, f) => s.replace(/\{(\w+)\}/g, (_, k) => f[k]);

/** The facts of story n. */
function storyFacts(n) {
  const rnd = random(n * 7919 + 17);
  const action = pick(rnd, actions);
  const f = {
    company: `${pick(rnd, companyNames)} ${pick(rnd, companyKinds)}`,
    place: pick(rnd, places),
    person: `${pick(rnd, firstNames)} ${pick(rnd, lastNames)}`,
    product: pick(rnd, products),
    n: String(10 + Math.floor(rnd() * 890)),
    weekday: pick(rnd, ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']),
  };
  return {
    ...f,
    past: fill(action.past, f),
    noun: fill(action.noun, f),
    figure: fill(action.figure, f),
    why: pick(rnd, reasons),
    fillers: [pick(rnd, fillers), pick(rnd, fillers)],
  };
}

const TITLES = [
  (s) => `${s.company} ${s.past}`,
  (s) => `${s.place}: ${s.noun} for ${s.company}`,
  (s) => `What the ${s.noun} means for ${s.company}`,
  (s) => `${s.company} confirms ${s.noun}`,
  (s) => `${s.figure} at stake as ${s.company} ${s.past}`,
  (s) => `${s.person} defends ${s.company}'s ${s.noun}`,
  (s) => `${s.company} in ${s.place}: ${s.figure} and a bet on the ${s.product}`,
  (s) => `Inside ${s.company}'s ${s.weekday} announcement`,
  (s) => `${s.place} reacts as ${s.company} ${s.past}`,
  (s) => `${s.company}, ${s.product} and ${s.figure}: the ${s.weekday} decision explained`,
];
const OPENINGS = [
  (s) => `${s.company} said on ${s.weekday} that it ${s.past}.`,
  (s) => `In ${s.place}, ${s.company} confirmed the ${s.noun}.`,
  (s) => `The ${s.noun} puts ${s.company} in the spotlight.`,
  (s) => `${s.company} has ${s.past}, a filing showed on ${s.weekday}.`,
  (s) => `News of the ${s.noun} reached staff at ${s.company} on ${s.weekday}.`,
  (s) => `Residents of ${s.place} learned on ${s.weekday} that ${s.company} ${s.past}.`,
  (s) => `After months of talks, ${s.company} ${s.past}.`,
  (s) => `${s.company}'s ${s.product} is at the centre of the ${s.noun}.`,
  (s) => `Trade publications first reported the ${s.noun}; ${s.company} confirmed it on ${s.weekday}.`,
];
const QUOTES = [
  (s) => `Chief executive ${s.person} said ${s.why}.`,
  (s) => `${s.person}, who leads the business, told reporters ${s.why}.`,
  (s) => `According to ${s.person}, ${s.why}.`,
  (s) => `"${s.why.charAt(0).toUpperCase() + s.why.slice(1)}," ${s.person} said in a statement.`,
  (s) => `${s.person} put it down to one thing: ${s.why}.`,
  (s) => `Asked why, ${s.person} pointed out that ${s.why}.`,
  (s) => `People close to ${s.person} say ${s.why}.`,
];
const FIGURES = [
  (s) => `The move involves ${s.figure}.`,
  (s) => `The figure at stake is ${s.figure}.`,
  (s) => `${s.figure.charAt(0).toUpperCase() + s.figure.slice(1)} are involved, the company said.`,
  () => '',
];

/** Story n as told by outlet `way`: a title and a few sentences, the wording drawn for that outlet. */
export function tellStory(n, way = 0) {
  const s = storyFacts(n);
  const rnd = random(n * 31 + way * 7 + 1);
  const cap = (x) => x.charAt(0).toUpperCase() + x.slice(1);
  const filler = rnd() < 0.5 ? ` ${s.fillers[way % 2]}` : '';
  return {
    title: cap(pick(rnd, TITLES)(s)),
    text: `${pick(rnd, OPENINGS)(s)} ${pick(rnd, QUOTES)(s)} ${pick(rnd, FIGURES)(s)}${filler}`
      .replace(/\s+/g, ' ')
      .trim(),
  };
}
