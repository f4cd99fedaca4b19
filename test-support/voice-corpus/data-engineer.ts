import type { VoicePersona } from './types';

export const dataEngineer: VoicePersona = {
  id: 'data-engineer',
  who: 'Data engineer at an online retailer',
  habits:
    'One idea per line with a blank line after every line, 60 to 90 words, statements first, "I" now and then, no emoji, two hashtags inside her sentences rather than at the end.',
  topics: ['data engineering', 'open source'],
  stories: [
    'database-release',
    'license-change',
    'docs-sprint',
    'code-review-study',
    'oss-security-fund',
    'passkeys-bank',
  ],
  posts: [
    `Our nightly pipeline went from 3 hours to 40 minutes.

No new hardware.

We rewrote four #dbt models that joined the same huge table again and again.

Each model now reads it once and passes the result along.

The lesson is boring and true.

Most slow pipelines are slow because of a few queries nobody has looked at in a year.

Profile before you scale, and check your #SQL first.`,
    `I deleted 212 tables from our warehouse last week.

Nobody noticed.

That is the point.

Every table had an owner field, and most owners had left the company.

We now tag each #dbt model with a team, not a person.

Tables without a team are dropped after ninety days, with a warning first.

Storage costs fell by a fifth, and our #analytics catalogue is finally readable.`,
    `A data test that never fails is not a test.

It is decoration.

We reviewed our 800 tests and found 300 that had never failed once.

Some were checking columns that can never be empty by design.

We removed them and wrote sharper ones for the joins that actually break.

Fewer tests, more alarms that mean something.

That is how #dataquality should feel, and #dbt makes it cheap to try.`,
    `Schema changes should be boring.

Ours were not.

Every Friday someone renamed a column upstream and our dashboards broke over the weekend.

Now every change to a source table goes through a pull request with a contract check.

The check compares the new schema with what our #dbt models expect.

Breaks are caught on Tuesday, not Saturday.

Small process, big difference for the people on call, and for our #SQL reviewers.`,
    `I tried the new vector search in #Postgres this week.

For our use case it was enough.

We wanted to find similar support tickets, not build a search engine.

One extension, one index, one query.

Results came back in under 50 milliseconds on two million rows.

Before adding another database to your stack, check whether the one you run can already do it.

Simple stacks age better, and #opensource tools keep getting better.`,
    `The most valuable column in our warehouse is called updated_at.

Without it, every incremental model is a guess.

We found 14 source tables where it was missing or wrong.

Fixing them took two weeks of talking to other teams.

Writing the #SQL took an afternoon.

Data engineering is mostly conversations.

The code is the easy part, even in #dbt.`,
    `A licence change can break your roadmap overnight.

We learned that when a streaming tool we relied on changed its terms.

The community forked it within a week.

We moved to the fork in a sprint, because our configuration was in version control.

If your infrastructure only lives in a vendor's console, you cannot move.

Keep it in code, keep it portable, and support the #opensource projects you depend on with more than a #GitHub star.`,
    `Small pull requests get better reviews.

I measured it on our team.

Changes under 200 lines got comments on logic.

Changes over 800 lines got comments on formatting.

Reviewers are human, and long diffs make them skim.

We now split #dbt changes by model, even when it feels slower.

Fewer bugs reach production, and our #SQL is easier to read months later.`,
    `Documentation is a data product too.

We treated our model docs like a chore for years.

Then we checked the search logs of our catalogue.

The most searched term was revenue, and the page for it was empty.

Three analysts had built three different revenue metrics.

We wrote one definition, in one #dbt model, with one page explaining it.

Questions in our #analytics channel dropped by half.`,
    `Backfills should never surprise you.

Ours used to run for days and fill the warehouse with half-finished partitions.

Now every backfill runs in a separate schema first.

We compare row counts and totals with production before swapping it in.

It adds an hour.

It has saved us three weekends this year.

Careful #SQL is cheaper than a rollback, and #Postgres makes the swap a single transaction.`,
    `I stopped writing Python for transformations that fit in #SQL.

Not because Python is bad.

Because the rest of the team reads SQL every day and Python only some days.

The best code is the code your colleagues can fix at two in the morning.

We moved 30 scripts into #dbt models this quarter.

On-call pages fell, and new starters shipped their first change in their first week.`,
    `Cost alerts belong in the pipeline, not in the finance report.

We added a check that fails a run when a query scans more than 500 gigabytes.

The first week it failed four times.

Every time, someone had forgotten a date filter.

Our warehouse bill is down 18% since.

Cheap checks catch expensive mistakes, and the #dbt test took ten lines of #SQL.`,
  ],
};
