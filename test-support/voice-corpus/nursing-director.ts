import type { VoicePersona } from './types';

export const nursingDirector: VoicePersona = {
  id: 'nursing-director',
  who: 'Chief nursing officer of a rural hospital group',
  habits:
    'Long stories: 150 to 220 words in the first person, most posts open with a question, paragraphs of one or two sentences separated by blank lines, a question at the end, no emoji and no hashtags.',
  topics: ['nursing', 'hospital'],
  stories: [
    'flu-vaccine-uptake',
    'hospital-waiting-times',
    'walking-study',
    'nurse-recruitment',
    'four-day-week',
    'library-hours',
  ],
  posts: [
    `Have you ever watched a new nurse realise she is not alone?

I saw it last Tuesday at two in the morning. Our night shift had four admissions in an hour, and Grace, three weeks into her first job, froze at the medication cart.

Nobody told her to hurry. Our charge nurse walked over, stood next to her, and counted the doses with her out loud.

That is all it took. Two minutes. Grace finished the round and went on to have the best night of her first month.

I think about that moment a lot when people ask me why our first-year turnover fell from 31% to 12%.

It was not the sign-on bonus. It was not the new rota software either.

It was a simple rule we made last spring: nobody in their first ninety days works a shift without a named buddy. The buddy is not a supervisor. It is someone who will stand next to you at the cart.

I know this sounds small. In my experience, the small things are what keep people in nursing.

What is the smallest thing that kept you in your job?`,
    `What do you say to a nurse who wants to quit after one bad shift?

I used to say, sleep on it. I do not say that anymore.

Last month a nurse on our surgical ward came to my office at the end of a twelve-hour shift. A patient had died, a family had shouted at her, and she had missed her daughter's school play.

She did not need advice. She needed someone to listen for twenty minutes without looking at a phone.

So I listened. Then I asked what would make next week possible. Her answer surprised me: she wanted to swap one night shift so she could be home on Thursdays.

We made the swap that afternoon. She is still with us.

My lesson is that retention happens one conversation at a time, and usually at the worst possible moment.

I now keep the last hour of my Tuesday free for exactly these conversations. Some weeks nobody comes. Some weeks three people do.

How do you make time for the conversations that matter?`,
    `Why did I start working nights again?

Not full time. One night a month, on a different ward each time, since January.

The first night taught me more than a year of reports. I found a broken bladder scanner that had been reported four times. I found a storeroom that was locked at night, with the only key in a day manager's drawer.

None of this was in my inbox. It was not hidden on purpose. It simply never reached the top.

I am not writing this to sound heroic. Most nights I am slower than everyone else on the ward, and the staff are very patient with me.

But I have learned that leaders see what they choose to see. If I only see the hospital between nine and five, I only fix the hospital between nine and five.

Our night staff now have a direct line to me on a shared message board. Forty-two issues were raised in the first quarter, and thirty-five are fixed.

When did you last work the shift your team finds hardest?`,
    `Our waiting list fell for the third month running, and I want to talk about who made it happen.

It was not a new system. It was our pre-assessment nurses.

Two years ago, one in eight planned operations was cancelled on the day because the patient was not ready. Blood results were missing, medicines had not been stopped, or nobody had checked who would drive them home.

I asked our pre-assessment team what they needed. They said time: twenty minutes per patient instead of ten.

Giving them that time felt expensive. It meant hiring two more nurses when every budget was already tight.

Today, on-the-day cancellations are down to one in thirty. Each cancelled slot used to cost us an operating theatre for half a morning.

I share this because the people who prevent problems rarely get thanked. Nobody sends flowers for an operation that went ahead as planned.

So, to our pre-assessment nurses: thank you. The numbers are yours.

Who prevents problems in your organisation without anyone noticing?`,
    `How do you recruit nurses to a town with no rental housing?

We asked ourselves that for three years. Our rural clinics had posts open for months.

Last autumn we tried something different. We leased six small flats near the clinic and offered them to new nurses for their first year, at half the market rent.

I was nervous about it. We are a health service, not a landlord, and I worried we had solved the wrong problem.

We filled five of the six posts in ten weeks. Two of those nurses grew up in the area and had moved away because they could not find anywhere to live.

One of them told me she had wanted to come home for years. The flat made it possible.

Housing is not a nursing problem, but it has become one. I think health systems will have to treat it as part of recruitment, like training or pay.

I would love to hear from anyone who has tried this. What worked, and what went wrong?`,
    `I got my flu vaccine this morning, in the staff canteen, between a meeting and a ward round.

That was the point. Our occupational health team set up a table where people already are, instead of asking busy nurses to book an appointment.

Three years ago, 46% of our staff were vaccinated. This year we passed 80% by the end of October.

The table is not clever. It is a nurse, a fridge and a sign. What changed was who was asked to make the effort.

I see the same pattern everywhere in healthcare. We design services for people who have time, then wonder why the busiest people do not use them.

Our patients are no different. The clinics with the best uptake among older patients are the ones that vaccinate during other appointments.

Make the right thing the easy thing, and more people will do it.

Where in your organisation could you put the table?`,
    `What does a good handover sound like?

I listened to forty of them last month. I sat quietly at the nurses' station, with permission, and took notes.

The best ones were short. They started with what could go wrong in the next twelve hours, not with the patient's whole history.

The worst ones were long and kind. Everything was mentioned, so nothing stood out.

I noticed that our most experienced nurses gave the shortest handovers. They had learned what to leave out.

We have now written a one-page guide with three questions: what worries you, what is due, and who needs to be called.

It is not a form. I do not want another form. It is a habit we are trying to teach.

Early results are encouraging. Handovers on our pilot ward take eleven minutes instead of twenty-five, and the night team says they feel better prepared.

How does your team decide what to leave out?`,
    `Have you ever been the patient in your own hospital?

I was, in March, for a small operation. I will not share the details, but I will share what I learned.

The care was excellent. The waiting was not. I waited three hours for a porter to take me home, sitting in a gown in a corridor, while everyone around me was busy and kind.

Nobody was at fault. The porter team had two people for a building of four hundred beds.

As a director, I had seen that number on a spreadsheet. As a patient, I felt it in a cold corridor.

We have since added a third porter on weekday afternoons, when discharges peak. It cost less than I expected.

I am grateful for that operation in an odd way. It reminded me that every number I sign off is somebody's afternoon.

When did you last see your service from the other side?`,
    `Why do good nurses leave for agencies?

I asked everyone who left us for agency work last year. Nineteen people agreed to talk to me.

Pay was only part of it. Most of them said the same thing in different words: the agency let them choose their shifts.

That stung, because we could have offered that too. We had simply never tried.

In April we launched our own internal bank with self-rostering. Staff pick shifts on their phones, up to six weeks ahead.

Three of the nineteen have come back. Agency spending is down 22% since the spring.

I am not saying this fixes everything. Some people will always want the freedom of agency work, and that is fine.

But I learned to ask people why they leave, and to listen properly to the answer, even when it is uncomfortable.

When did you last ask someone why they left?`,
    `What would you do with one extra hour a day on a ward?

I asked our ward nurses this question in the summer. The most common answer was not rest. It was talking to patients.

So we looked at where the hours went. Paperwork took two hours per nurse per shift. Searching for equipment took about forty minutes.

The paperwork will take time to fix. The equipment was easier. We tagged our infusion pumps and put a simple screen at each nurses' station showing where they are.

Searching time has fallen to under ten minutes a shift on our pilot ward.

I know thirty minutes does not sound like much. Multiply it by every nurse on every shift, and it is a full-time nurse's worth of time given back to patients.

I am proud of this one because the idea came from a healthcare assistant, not from a consultant.

Who on your team has the best idea you have not heard yet?`,
    `I have a confession: I used to think wellbeing programmes were a distraction.

Yoga classes and mindfulness apps felt like a way to avoid the real problems, like staffing and breaks.

I changed my mind, but not in the way you might think.

Last year our staff told us, very clearly, what wellbeing meant to them. It meant a break they could actually take, a hot meal on night shifts and a quiet room after a hard death.

So that is what we built. Protected breaks are now tracked on every ward. The canteen stays open until three in the morning. Each ward has a small room with a sofa and a door that closes.

Sickness absence is down from 6.1% to 4.8% over the year.

My lesson is that wellbeing is not a programme. It is a set of basic promises that leaders keep.

What promise do your staff most need you to keep?`,
    `Who remembers their first preceptor?

Mine was a nurse called Ruth. She taught me to read a patient's face before reading their chart.

Thirty years later I still think about her when I walk onto a ward.

This week we celebrated our preceptors, the experienced nurses who guide new starters through their first year. There are sixty-three of them across our hospitals, and most do it on top of a full workload.

I asked a few of them why they do it. One told me she does it because someone did it for her. Another said it keeps her curious.

We have now given every preceptor four protected hours a month for the role, and a small allowance. It is not enough, but it is a start.

If you are a nurse, I would love to hear about your Ruth. Who taught you the thing you still use every day?`,
  ],
};
