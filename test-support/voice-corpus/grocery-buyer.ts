import type { VoicePersona } from './types';

// A near-miss of the freight CFO: as terse, but every post opens with a question and ends with two hashtags.
export const groceryBuyer: VoicePersona = {
  id: 'grocery-buyer',
  who: 'Head of procurement at a grocery chain',
  habits:
    'Terse like the CFO (35 to 55 words, short paragraphs, no emoji), but every post opens with a question, says "I" now and then, and ends with the same two hashtags on their own line.',
  topics: ['procurement', 'supply chain'],
  stories: [
    'retail-sales',
    'logistics-merger',
    'central-bank-rates',
    'heat-pump-installers',
    'offshore-wind-auction',
    'four-day-week',
  ],
  posts: [
    `Why do we still negotiate price first?

Our best supplier deal this year was about delivery windows, not unit cost. Two extra morning slots cut our waste by 8%. The unit price did not move at all.

#procurement #supplychain`,
    `What does a late truck really cost?

I added it up for one store: overtime, empty shelves, markdowns. About 1,900 a week. That number changed how our buyers talk to carriers.

#procurement #supplychain`,
    `Is single sourcing brave or reckless?

We moved flour to one mill in January. Price down 4%, service up. I still keep a second mill warm with a small monthly order.

#procurement #supplychain`,
    `Who owns a supplier relationship after the contract is signed?

In our team it used to be nobody. Now each top-20 supplier has one buyer who visits twice a year. Disputes dropped by half.

#procurement #supplychain`,
    `How many suppliers is too many?

We had 1,140 last year. Today we have 860. Fewer invoices, fewer audits, and better terms with the ones we kept.

#procurement #supplychain`,
    `Are you paying for packaging you throw away?

We asked our top suppliers to ship in returnable crates. Three said yes in the first month. The savings pay for the crates by spring.

#procurement #supplychain`,
    `What should a buyer read every morning?

I read three things: the weather, the fuel price and our stock-outs report. Everything else can wait until ten.

#procurement #supplychain`,
    `Why do price rises always arrive on a Friday?

Because suppliers know we need the weekend. This year I asked for every increase ninety days ahead, in the contract. Most agreed.

#procurement #supplychain`,
    `Can a small supplier beat a big one?

Our local dairy delivers twice a day and answers the phone. Their price is 3% higher. Their waste rate is half the national brand's.

#procurement #supplychain`,
    `When did you last visit a supplier's warehouse?

I went to four last month. I learned more in those visits than in a year of scorecards.

#procurement #supplychain`,
    `What happens when a supplier fails?

Ours went bankrupt on a Tuesday. We had shelves filled by Thursday because the backup contract was already signed. Boring planning wins.

#procurement #supplychain`,
    `Do your buyers see the sales data?

Ours did not until June. Now they see daily sales per product. Orders got smaller and more frequent, and stock-outs fell by a third.

#procurement #supplychain`,
  ],
};
