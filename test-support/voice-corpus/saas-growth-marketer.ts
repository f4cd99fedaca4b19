import type { VoicePersona } from './types';

export const saasGrowthMarketer: VoicePersona = {
  id: 'saas-growth-marketer',
  who: 'Growth marketer at a B2B software start-up',
  habits:
    'Emoji-heavy lists: a bold first line with an emoji, points listed one per line each starting with the same emoji, a one-line lesson, 40 to 70 words, five or more emoji, and the same three hashtags on the last line.',
  topics: ['growth marketing', 'software'],
  stories: ['passkeys-bank', 'database-release', 'code-review-study', 'license-change', 'docs-sprint', 'retail-sales'],
  posts: [
    `We doubled trial sign-ups in 6 weeks 🚀

Here is exactly what we changed:
✅ Cut the sign-up form from 7 fields to 2
✅ Moved pricing above the fold
✅ Added one customer quote per page
✅ Sent the welcome email in 5 minutes, not 24 hours

None of it was clever. All of it was overdue.

Which one would you try first? 👇

#growth #marketing #saas`,
    `Our best-performing ad this quarter cost nothing to make 💡

It was a screenshot of a customer's message to their team.
📈 3.1% click-through rate
📈 Half the cost per lead of our polished video
📈 Sales said the leads already trusted us

Real words beat brand voice.

#growth #marketing #saas`,
    `Stop sending newsletters nobody asked for 🛑

We cleaned our list last month:
🔥 Removed 41% of contacts who had not opened in 6 months
🔥 Open rate went from 18% to 39%
🔥 Replies tripled
🔥 Zero complaints

A smaller list that listens beats a big list that ignores you.

#growth #marketing #saas`,
    `What if your onboarding email was just one question? 🤔

We tested it against our 5-email sequence:
✅ We asked "What made you sign up today?"
✅ 62% replied
✅ We learned more in a week than in a year of surveys

Now every reply goes straight to the product team.

#growth #marketing #saas`,
    `3 things I stopped doing in marketing this year 🙅

❌ Posting every day just to post
❌ Gating every guide behind a form
❌ Reporting on impressions

What I do instead 👇
✅ Two posts a week with something to say
✅ Free guides, with an optional newsletter
✅ Reporting on pipeline

#growth #marketing #saas`,
    `Our pricing page test is finished 📊

Version B won, and not by a little:
💰 Annual plan shown first
💰 Monthly price shown per seat, billed yearly
💰 One plan marked "most teams pick this"

Result: 27% more upgrades to annual.

I did not expect the small label to matter most. It did.

#growth #marketing #saas`,
    `Is your free trial too long? ⏳

We cut ours from 30 days to 14:
📈 Activation rate up from 22% to 34%
📈 Same conversion to paid
📈 Sales cycle 9 days shorter

Urgency helps people start. Starting is what matters.

#growth #marketing #saas`,
    `Webinars are not dead. Boring webinars are 🎤

What worked for our last one:
🎯 30 minutes, hard stop
🎯 One customer on screen, not our CEO
🎯 Questions answered live, no slides after minute 10

410 sign-ups, 58% attended.

#growth #marketing #saas`,
    `The fastest growth lever we found this year was our help centre 📚

Here is why:
🔍 42% of new visitors arrived from search
🔍 Most were searching for a problem we solve
🔍 Each article now ends with a one-click trial

It now brings more sign-ups than paid search.

#growth #marketing #saas`,
    `We asked 50 customers who left why they cancelled 🎧

The top answers:
👉 "I never set it up properly"
👉 "My team did not use it"
👉 "I forgot I was paying for it"

Nobody mentioned price. Our next project is a setup call for every new team.

#growth #marketing #saas`,
    `Product-led growth still needs people 🤝

What our sales team does now:
✅ Calls only accounts with 5 or more active users
✅ Offers a 20-minute workflow review, no pitch
✅ Hands small accounts back to self-serve

Win rate is up to 31%. The team is happier too.

#growth #marketing #saas`,
    `Is your homepage talking about you or your customer? 🪞

I rewrote ours with one rule:
✍️ Every headline starts with the customer's problem
✍️ Every claim has a number next to it
✍️ Every page has one next step

Bounce rate fell from 61% to 44% in a month.

#growth #marketing #saas`,
  ],
};
