import type { VoicePersona } from './types';

export const freightCfo: VoicePersona = {
  id: 'freight-cfo',
  who: 'CFO of a regional freight company',
  habits:
    'Terse: 30 to 50 words, a statement first, two or three short paragraphs, "we" rather than "I", no emoji, one hashtag alone on the last line.',
  topics: ['finance', 'logistics'],
  stories: [
    'retail-sales',
    'logistics-merger',
    'central-bank-rates',
    'four-day-week',
    'chip-plant-delay',
    'grid-connection-queue',
  ],
  posts: [
    `Cash is a fact. Profit is an opinion.

We closed the quarter with fourteen weeks of runway and no new debt. Most of it came from collecting invoices in 38 days instead of 61.

#finance`,
    `A budget is a list of promises.

This year every line in ours has a named owner and a date. Nobody argues about the numbers now. They argue about the dates, which is the right argument.

#finance`,
    `Diesel fell 9% this month and our margin moved by half a point.

Fuel is not our biggest cost anymore. Waiting time at depots is. We are measuring it per truck from Monday.

#finance`,
    `Our auditors finished two weeks early.

That is not luck. It is a year of closing the books in five working days instead of twelve, and fixing every reconciliation the day it breaks.

#finance`,
    `Interest rates stayed where they were.

We stopped waiting for cuts in the spring. The plan for next year assumes today's rate for all twelve months. If it falls, that is a bonus, not a strategy.

#finance`,
    `Pricing is a finance job as much as a sales job.

We raised prices on our smallest accounts by 6% in March. We lost four customers and kept 212. Revenue per route is up 11%.

#finance`,
    `Forecasts are wrong. Useful forecasts are wrong by a known amount.

Ours missed volume by 3% last quarter, in the direction we warned about. That was enough to keep the hiring plan as it was.

#finance`,
    `Every acquisition looks cheap in the spreadsheet.

The cost shows up in month seven, when two billing systems still run side by side. Budget for the integration before you budget for the savings.

#finance`,
    `Working capital is a habit, not a project.

We review overdue invoices every Tuesday at nine. Fifteen minutes, three people, one list. It has freed more cash than any system we bought.

#finance`,
    `Leasing trucks cost us more on paper this year.

It also meant no capital tied up when volumes dropped in the summer. Flexibility has a price. This year it was worth paying.

#finance`,
    `The board asked for one number to watch. We gave them cost per delivered pallet.

It went from 14.20 to 12.90 in a year. Everything else we report explains that number.

#finance`,
    `Close the month in five days and the rest of finance gets easier.

Faster numbers mean earlier questions. Earlier questions mean smaller problems.

#finance`,
  ],
};
