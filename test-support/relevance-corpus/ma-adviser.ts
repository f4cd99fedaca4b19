import { unwanted, wanted, wantedPart, type RelevancePerson } from './types';

// Wants deals: takeovers, mergers, bids and divestitures; not earnings, product news or sports transfers.
export const maAdviser: RelevancePerson = {
  id: 'ma-adviser',
  description: 'Mergers and acquisitions in European industrial companies for an M&A adviser, every Monday',
  typedTopics: ['mergers', 'acquisitions'],
  fieldName: 'M&A',
  hiddenPreference: {
    about: 'contested deals: hostile bids, bidding wars and blocked deals',
    words: ['hostile', 'rejects', 'bidding', 'blocks', 'activist', 'collapse', 'rival', 'golden'],
  },
  articles: [
    wanted(
      'Siemens agrees to buy US software firm for $10bn',
      'The acquisition adds simulation tools to its industrial software arm.',
    ),
    wanted(
      'Private equity firms circle German pump maker',
      'Three buyout groups have made first-round bids, people familiar with the talks said.',
    ),
    wanted(
      'Dutch packaging group rejects hostile takeover approach',
      'The board said the €4bn offer undervalued the company.',
    ),
    wanted(
      'Engineering groups agree all-share merger',
      'The combined company will have revenue of £6bn and 30,000 staff.',
    ),
    wanted('Conglomerate to sell its elevator unit', 'The divestiture is expected to raise about €8bn.'),
    wanted(
      'Competition regulator blocks steel tie-up',
      'The authority said the deal would raise prices for carmakers.',
    ),
    wanted(
      'Swedish toolmaker buys French rival for €1.1bn',
      'The purchase gives it a stronger position in aerospace tooling.',
    ),
    wanted(
      'Activist investor pushes chemicals group to break up',
      'The fund says separating the units would unlock value.',
    ),
    wanted('Bidding war erupts for UK defence supplier', 'A US rival raised its offer to 620p a share.'),
    wanted('Family-owned valve maker sold to infrastructure fund', 'The deal ends 90 years of family ownership.'),
    wanted(
      'Italy uses golden power to set conditions on tyre deal',
      "The government limited the Chinese shareholder's influence.",
    ),
    wanted('Merger talks between rail equipment makers collapse', 'The companies could not agree on valuation.'),
    wanted(
      'Industrial gases firm completes carve-out of its healthcare arm',
      'The unit will be listed separately in Frankfurt.',
    ),
    wanted(
      'Bearings maker launches tender offer for minority stake',
      'The company wants to take full control of its Indian subsidiary.',
    ),
    unwanted('Striker completes transfer to Spanish club', 'The fee is reported to be €60m.'),
    unwanted('Industrial output falls in Germany for the third month', 'Factories produced less as orders weakened.'),
    unwanted('Carmaker reports lower profits on weaker China sales', 'The group kept its outlook for the year.'),
    unwanted('Merger of two village schools approved', 'The new school will open in September.'),
    unwanted('Engineering firm unveils a new wind turbine blade', 'The blade is 115 metres long.'),
    unwanted('Museum acquires a Rembrandt drawing', 'The sketch was bought at auction in London.'),
    unwanted('Steel workers strike over pay', 'Production at three plants has stopped.'),
    unwanted('Bank merger completed in the US Midwest', 'The combined bank has 300 branches.'),
    unwanted('Tech startup acquires users with a viral app', 'The app gained a million users in a week.'),
    unwanted('Company acquires new headquarters in Munich', 'Staff will move into the building next year.'),
    unwanted('Robot maker wins an order from a carmaker', 'The contract is worth €200m.'),
    unwanted('Chemicals group cuts 2,000 jobs', 'The company blamed high energy prices.'),
    unwanted('Factory fire disrupts production of car parts', 'No one was injured.'),
    unwanted('Airline and rail operator merge ticketing apps', 'Travellers can now book both in one app.'),
    unwanted('Shares in industrial stocks rise on rate cut hopes', 'The sector index gained 2%.'),
    unwanted('Band merges two albums into a deluxe edition', 'The release includes ten unreleased songs.'),
    unwanted('Language acquisition in toddlers studied', 'Researchers recorded children at home for a year.'),
    // A second day's feed: more of what they want, much of it in their hidden preference, and two more near-misses.
    wanted(
      'German engineering group rejects hostile bid from US rival',
      'The board said the €4bn offer undervalued the company and its order book.',
    ),
    wanted(
      'Bidding war breaks out for Swedish pump maker',
      'A second private equity firm topped the first offer by 12% a day after it was announced.',
    ),
    wanted(
      'Regulator blocks merger of two cement producers',
      'The competition authority said the deal would raise prices for builders in the region.',
    ),
    wanted(
      'Activist investor pushes French conglomerate to sell its rail unit',
      'The fund says a break-up would unlock value for shareholders.',
    ),
    wanted(
      'Takeover of Italian cable maker collapses over price',
      'Talks ended after the buyer refused to raise its offer.',
    ),
    wanted(
      'Government uses golden share to stop sale of defence supplier',
      'Ministers said the takeover by a foreign rival would threaten national security.',
    ),
    wanted(
      'Dutch chemicals group agrees to buy a coatings business',
      'The acquisition adds plants in Spain and Poland to its European network.',
    ),
    wanted(
      'Industrial group sells its automotive division to a buyout fund',
      'The divestiture lets the company focus on automation and electrification.',
    ),
    wanted(
      'Steelmakers agree an all-share merger to cut costs',
      "The combined company will be Europe's second-largest steel producer.",
    ),
    unwanted(
      'Football club agrees a record transfer fee for a striker',
      'The player signs a five-year contract after passing a medical.',
    ),
    unwanted('Museum acquires a lost Rembrandt drawing', 'The drawing will go on display after a year of restoration.'),
    // A third day: the parts of the field (its technologies, kinds of plant, products) in stories that
    // never use the field's own name, and near-misses from the same industry.
    wantedPart(
      'Engineering group agrees a £2bn takeover of a pump maker',
      'Shareholders will receive 640p a share in cash.',
    ),
    wantedPart(
      'Private equity firm buys a German packaging company',
      'The buyout values the family-owned group at €1.4bn including debt.',
    ),
    wantedPart(
      'Conglomerate sells its lighting division to a rival',
      'The disposal will let the group focus on factory automation.',
    ),
    wantedPart(
      'Steelmaker rejects an unsolicited bid from an Indian rival',
      'The board said the offer undervalued the company.',
    ),
    wantedPart(
      'Brussels opens an in-depth probe into a rail signalling tie-up',
      'Regulators fear the combination would raise prices for train operators.',
    ),
    wantedPart(
      'Chemicals makers agree to combine in an all-share deal',
      'The enlarged group will have sales of €18bn and 40,000 staff.',
    ),
    unwanted(
      "Striker's transfer fee breaks the club record",
      'The midfielder signed a six-year contract after a medical on Friday.',
    ),
    unwanted(
      'Industrial group cuts its outlook on weak orders',
      'Profit fell 12% in the quarter as customers delayed projects.',
    ),
    unwanted(
      'Auction house sells a Monet for $80m',
      'The painting went to an anonymous bidder after a ten-minute contest.',
    ),
  ],
};
