import type { VoicePersona } from './types';

// A near-miss of the data engineer: one idea per line too, but without blank lines, no hashtags,
// an emoji at the end of every other post and a question first about half the time.
export const transportPlanner: VoicePersona = {
  id: 'transport-planner',
  who: 'Transport planner at a city council',
  habits:
    'One idea per line with no blank lines between them, 65 to 90 words, a question first about half the time, "I" now and then, an emoji at the end of every other post, no hashtags.',
  topics: ['transport', 'city planning'],
  stories: [
    'bus-lanes',
    'open-budget-portal',
    'library-hours',
    'air-quality-sensors',
    'riverton-battery',
    'grid-connection-queue',
  ],
  posts: [
    `Do bus lanes work?
We painted three of them in March.
Journey times on those routes fell by 11% at rush hour.
Buses now arrive when the timetable says they will, most days.
Car traffic did not move to side streets, which was our biggest worry.
Shop owners were nervous too, but footfall held steady.
I know paint is not a transport strategy.
It is a cheap way to test one, and to learn before we spend real money.
Next spring we will try two more corridors 🚌`,
    `We counted every bike on Station Road for a week.
Not with a consultant, but with a camera and a volunteer team.
There were 2,300 trips a day, twice our old estimate.
Our models had been guessing from a survey done in 2016.
Good data changes arguments.
The council is now discussing a protected lane instead of a painted one.
I am hopeful, although nothing is decided yet.
If you cycle on Station Road, I would like to hear what would make it feel safer.`,
    `What makes people walk to school?
We asked 400 parents in the autumn.
Distance mattered less than we thought.
The biggest reason they drove was one dangerous crossing near the school gate.
We added a zebra crossing and a lower speed limit in October.
Walking trips to that school are up by a third.
Small fixes at the right spot beat big plans in the wrong place 🚸
We are now looking for the next crossing like it.`,
    `Our open budget portal went live this week.
Every line of transport spending is now public, down to the cost of a bus shelter.
Some colleagues worried it would invite complaints.
It did, and that is fine.
People asked why a shelter costs 9,000.
We explained the foundations, the glass and the lighting.
Most people accepted the answer once they saw it.
Trust grows when people can check the numbers for themselves.`,
    `Is free parking really free?
Every space in our town centre costs about 1,200 a year to maintain.
Someone pays for it, whether they drive or not.
We are not removing parking.
We are pricing the most central spaces and keeping the edge-of-town ones free.
The money goes to the bus network and to new benches in the square.
I expect a lively public meeting next week 🙂
That is how decisions like this should be made.`,
    `Why are evening buses always empty?
Because they run once an hour, and nobody plans their evening around that.
We tested a 20-minute service on one route after 7pm.
Ridership tripled in two months.
The extra cost per trip is now lower than the old hourly service.
Frequency is a feature people feel.
We are asking the council to fund two more routes the same way 🚌`,
    `A new library opening hour taught me something about transport.
When our central library stayed open until nine, the last bus home left at eight.
Nobody had checked.
Now the planning team meets the library, leisure and school teams every quarter.
We compare opening hours with our timetables.
It is a simple spreadsheet.
It has already fixed four mismatches.
Services only work if people can get to them.`,
    `What would you do with a car-free Sunday?
We closed the riverside road for six Sundays this summer.
Between 3,000 and 5,000 people came each time.
Local cafés reported their best weekends of the year.
Complaints were fewer than we expected, mostly about signage.
We will run it again next year, with better signs and earlier notice 🚲
I would love to hear what you would add to the day.`,
    `Air quality sensors went up outside twelve schools last month.
The data is public and updates every hour.
The worst readings are at drop-off time, between 8:15 and 8:45.
That is not a surprise.
But now parents can see it for themselves.
Two schools have already asked us about school streets that close to cars at drop-off.
I think the data will do more than any campaign could.`,
    `Do people read timetables anymore?
We removed printed timetables from half our stops as a test.
Complaints came from older residents, mostly.
Younger riders used the app or the real-time signs.
We have put the printed timetables back at stops near care homes and the hospital.
Everywhere else, we are adding larger real-time screens.
One size rarely fits a whole city 🚏`,
    `How long should a traffic light make you wait?
On our busiest crossing, pedestrians waited up to 90 seconds.
Many crossed on red instead.
We cut the wait to 40 seconds and gave walkers a head start before cars.
Red-light crossings fell by 60%.
Car delays went up by six seconds on average.
I think that is a fair trade.
Not everyone agrees, and I understand why.`,
    `Winter is coming, and so are the gritting routes.
This year we gritted cycle lanes on the same night as the main roads.
Last year they waited two days.
Cycling in January dropped by only 15%, compared with 40% the year before.
It cost less than one extra gritting lorry.
Small decisions about the order of work change who can travel.
I want our winter plan to treat every way of getting around fairly.`,
  ],
};
