// Invented news stories for the benchmarks, made from a number: each story has its own company,
// place, person, product and figure, and can be told in three outlets' wordings (different title,
// sentence order and phrasing, the same facts), so stories retold across feeds look like real
// coverage rather than copies. Deterministic: the same number always gives the same story.
const COMPANY_A = ['Norrow', 'Keltic', 'Amberly', 'Brightwater', 'Castor', 'Dunmore', 'Elmwood', 'Fairhaven', 'Greystone', 'Halvard', 'Ivory', 'Juniper', 'Kestrel', 'Larkspur', 'Marlow', 'Northgate', 'Oakridge', 'Pemberton', 'Quarry', 'Redfern'];
const COMPANY_B = ['Bank', 'Freight', 'Pharma', 'Robotics', 'Energy', 'Foods', 'Telecom', 'Motors', 'Insurance', 'Logistics', 'Analytics', 'Textiles'];
const PLACES = ['Riverton', 'Ashford', 'Bramley', 'Caldwell', 'Dorrington', 'Eastleigh', 'Felton', 'Glenmore', 'Hartley', 'Ingleby', 'Kirkwall', 'Lymington', 'Marston', 'Newhaven', 'Oldbury', 'Penrith', 'Quinton', 'Rothwell', 'Selby', 'Thornbury', 'Upton', 'Wexcombe'];
const FIRST = ['Dana', 'Priya', 'Tomas', 'Aiko', 'Lena', 'Marcus', 'Ines', 'Kwame', 'Sofia', 'Rahul', 'Greta', 'Omar', 'Mei', 'Jonas', 'Alba', 'Felix'];
const LAST = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Brennan', 'Costa', 'Novak', 'Haddad', 'Kowalski', 'Mensah', 'Ferreira', 'Larsen', 'Ito', 'Weber'];
const PRODUCTS = ['payments app', 'cold-storage depot', 'battery line', 'data centre', 'trial of a flu vaccine', 'delivery drone service', 'fibre network', 'electric van fleet', 'fraud detection tool', 'wind turbine blade plant', 'lending platform', 'recycling plant'];
const ACTIONS = [
  { past: 'opened a new {product} in {place}', noun: 'opening of its {product} in {place}', figure: '{n} jobs' },
  { past: 'raised ${n} million to expand its {product} to {place}', noun: '${n} million expansion into {place}', figure: '${n} million' },
  { past: 'cut {n} jobs at its {place} {product}', noun: 'job cuts at the {place} {product}', figure: '{n} jobs' },
  { past: 'won a ${n} million contract from {place} council for its {product}', noun: '{place} council contract worth ${n} million', figure: '${n} million' },
  { past: 'delayed its {product} in {place} by {n} months', noun: '{n}-month delay to the {place} {product}', figure: '{n} months' },
  { past: 'agreed to buy a {place} rival for ${n} million', noun: '${n} million takeover of a {place} rival', figure: '${n} million' },
  { past: 'recalled {n} units of its {product} sold in {place}', noun: 'recall of {n} {product} units', figure: '{n} units' },
  { past: 'was fined ${n} million by regulators over its {place} {product}', noun: '${n} million regulatory fine', figure: '${n} million' },
  { past: 'moved its headquarters to {place}', noun: 'headquarters move to {place}', figure: '{n} staff' },
  { past: 'settled a {n}-year patent dispute over its {product}', noun: 'patent settlement after {n} years', figure: '{n} years' },
  { past: 'reported a {n} percent rise in profit from its {product}', noun: '{n} percent profit rise', figure: '{n} percent' },
  { past: 'lost a court appeal in {place} over its {product}', noun: 'court defeat in {place}', figure: '{n} claimants' },
];
const REASONS = [
  'demand in the region had doubled', 'investors backed the plan after two strong years', 'orders fell sharply this year',
  'the council wanted a local supplier', 'equipment arrived late from abroad', 'energy prices made the old site too costly',
  'a rival pulled out of the market in spring', 'new rules on emissions take effect next year', 'customers asked for faster service',
  'the firm wants to halve its debt by 2028', 'a pilot last winter beat every target', 'staff shortages slowed the first phase',
  'exports to Asia recovered after the port strike', 'insurers raised premiums after the floods',
];
const FILLERS = [
  'Shares in the company were little changed in early trading.', 'Analysts said the decision was in line with expectations.',
  'The company will publish full-year results next month.', 'Local business groups welcomed the news.',
  'Unions said they would seek talks with management.', 'The firm employs about 4,000 people across the country.',
  'A spokesperson declined to comment on the cost.', 'The mayor called it a vote of confidence in the town.',
  'Rivals are expected to respond before the summer.', 'The board approved the plan unanimously last week.',
  'Environmental groups asked for an independent review.', 'The project still needs a final planning permit.',
];

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
export function storyFacts(n) {
  const rnd = random(n * 7919 + 17);
  const action = pick(rnd, ACTIONS);
  const f = {
    company: `${pick(rnd, COMPANY_A)} ${pick(rnd, COMPANY_B)}`, place: pick(rnd, PLACES), person: `${pick(rnd, FIRST)} ${pick(rnd, LAST)}`,
    product: pick(rnd, PRODUCTS), n: String(10 + Math.floor(rnd() * 890)), weekday: pick(rnd, ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']),
  };
  return { ...f, past: fill(action.past, f), noun: fill(action.noun, f), figure: fill(action.figure, f), why: pick(rnd, REASONS), fillers: [pick(rnd, FILLERS), pick(rnd, FILLERS)] };
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
    text: `${pick(rnd, OPENINGS)(s)} ${pick(rnd, QUOTES)(s)} ${pick(rnd, FIGURES)(s)}${filler}`.replace(/\s+/g, ' ').trim(),
  };
}
