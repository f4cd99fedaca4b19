// The 21 LinkedIn post formats of the template test page. Each template is written as
// five marked parts so the AI (or a person) can fill it in from one summarised article; the
// placeholders in braces ({source}, {statistic}, ...) are filled from the article and the synth.
import type { PostTemplate } from './template.types';

/** Section markers every LinkedIn template carries, in order. */
export const TEMPLATE_SECTIONS = [
  'Headline:',
  'Report citation:',
  'Real-world examples:',
  'Actionable steps:',
  'Closing questions:',
] as const;

/** The template the test page selects on load. */
export const DEFAULT_TEST_PAGE_TEMPLATE = 'stats-driven-industry-impact';

interface LinkedInTemplateSource {
  id: string;
  name: string;
  description: string;
  headline: string;
  citation: string;
  examples: string[];
  steps: string[];
  questions: string[];
}

/** Renders the five parts into the template text, in the fixed order of TEMPLATE_SECTIONS. */
function compose(t: LinkedInTemplateSource): PostTemplate<'linkedin'> {
  const text = [
    `Headline: ${t.headline}`,
    `Report citation: ${t.citation}`,
    `Real-world examples:\n${t.examples.map((e) => `- ${e}`).join('\n')}`,
    `Actionable steps:\n${t.steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`,
    `Closing questions:\n${t.questions.map((q) => `- ${q}`).join('\n')}`,
  ].join('\n\n');
  return { id: t.id, name: t.name, contentType: 'linkedin', description: t.description, text };
}

const SOURCES: LinkedInTemplateSource[] = [
  {
    id: 'stats-driven-industry-impact',
    name: 'Stats-Driven Industry Impact',
    description: 'Leads with one hard number from the report and explains what it changes for the industry.',
    headline: '{statistic}: the number every {industry} leader should read twice this week',
    citation:
      'According to {source} ({date}), {statistic}. The report attributes the shift to {primary_driver} and notes that {secondary_finding}. Numbers like this rarely move on their own: they signal where budgets, talent and attention are heading next.',
    examples: [
      '{company_1} responded to the same trend by {action_1}, and reported {result_1}.',
      'Mid-sized teams in {region} are already {observed_behaviour}, according to the same data.',
    ],
    steps: [
      'Benchmark your own {metric} against the figure above before your next planning meeting.',
      'Identify the one process most exposed to {primary_driver} and assign an owner to it.',
      'Share the statistic with your team and ask where they see it showing up in daily work.',
    ],
    questions: [
      'Does {statistic} match what you are seeing in your organisation?',
      'Which decision would you make differently if this number doubles next year?',
    ],
  },
  {
    id: 'trend-analysis-forecast',
    name: 'Trend Analysis & Forecast',
    description: 'Connects a reported trend to a reasoned forecast for the next 12 to 24 months.',
    headline: '{trend} is no longer a prediction. Here is where it goes next.',
    citation:
      'A new analysis from {source} ({date}) shows {statistic}, up from {previous_value} a year earlier. The authors point to {primary_driver} as the force behind the change and expect {forecast} by {forecast_horizon}.',
    examples: [
      '{company_1} has already reorganised around {trend}, cutting {metric} by {result_1}.',
      'In {adjacent_industry}, the same pattern appeared two years ago and led to {historical_outcome}.',
    ],
    steps: [
      'Map which of your products, services or roles depend on the assumptions {trend} is changing.',
      'Run a simple best-case and worst-case scenario for {forecast_horizon}.',
      'Pick one low-cost experiment you can start this quarter to learn faster than competitors.',
      'Review the signal again in 90 days and adjust the plan.',
    ],
    questions: [
      'Do you think {forecast} arrives sooner or later than the report suggests?',
      'What early signal would convince you the trend is reversing?',
    ],
  },
  {
    id: 'strategic-leadership-insight',
    name: 'Strategic Leadership Insight',
    description: 'Translates the news into a leadership lesson about priorities, decisions and people.',
    headline: 'What {topic} teaches leaders about making decisions under uncertainty',
    citation:
      'In its latest report, {source} ({date}) found that {statistic}. Leaders interviewed for the study said the hardest part was not the strategy itself but {leadership_challenge}, which slowed execution more than budget or technology.',
    examples: [
      'At {company_1}, the leadership team {leadership_action}, which helped them {result_1}.',
      'By contrast, {company_2} waited for certainty and {missed_outcome}.',
    ],
    steps: [
      'Name the decision your team has been postponing because of {topic}.',
      'Set a deadline and define what "good enough" information looks like for that decision.',
      'Communicate the reasoning, not only the outcome, so your team can act without waiting for you.',
    ],
    questions: [
      'How do you balance speed and certainty when the ground is shifting?',
      'What is one decision you are glad you made before you had all the facts?',
    ],
  },
  {
    id: 'expert-problem-solving-framework',
    name: 'Expert Problem-Solving Framework',
    description: 'Frames the reported problem and offers a clear, repeatable framework to solve it.',
    headline: 'A three-part framework for solving {problem} (based on new evidence)',
    citation:
      '{source} reports ({date}) that {statistic}, and that most organisations still approach {problem} with {common_mistake}. The research suggests the root cause is {root_cause}, not a lack of tools or effort.',
    examples: [
      '{company_1} reframed {problem} as a {reframe} issue and reduced {metric} by {result_1}.',
      'A {role} I spoke with solved a similar challenge by {practitioner_tactic}.',
    ],
    steps: [
      'Diagnose: write down the symptom, the suspected cause and the evidence for each.',
      'Design: choose the smallest change that tests whether {root_cause} is the real driver.',
      'Deliver: run the change for two weeks, measure {metric} and decide to scale, adjust or stop.',
    ],
    questions: [
      'Which step do teams most often skip when tackling {problem}?',
      'What framework has worked best for you in a similar situation?',
    ],
  },
  {
    id: 'competitive-advantage-strategy',
    name: 'Competitive Advantage Strategy',
    description: 'Shows how the development creates an opening for organisations that move first.',
    headline: 'The {topic} shift is creating a competitive gap. Which side will you be on?',
    citation:
      'Data from {source} ({date}) shows {statistic}. Companies that acted early on {topic} report {advantage_metric}, while late movers face {late_mover_cost}. The gap between the two groups widened over the last {time_period}.',
    examples: [
      '{company_1} turned {topic} into a differentiator by {differentiating_action}.',
      '{company_2} used the same shift to enter {new_market} at a fraction of the usual cost.',
    ],
    steps: [
      'List the two or three customer needs that {topic} lets you serve better than rivals.',
      'Estimate the cost of acting now versus waiting twelve months.',
      'Protect the advantage: decide what data, skills or partnerships make it hard to copy.',
    ],
    questions: [
      'Is {topic} a real advantage in your market, or just table stakes?',
      'What would a competitor need to copy your approach?',
    ],
  },
  {
    id: 'industry-leadership-insights',
    name: 'Industry Leadership Insights',
    description: 'Summarises what the best performers in the industry are doing differently.',
    headline: 'What the top performers in {industry} are doing differently in {year}',
    citation:
      'The latest {source} study ({date}) compared leading and lagging organisations in {industry}. Leaders were {multiplier} more likely to {leading_practice}, and {statistic}. The difference showed up in both revenue and retention.',
    examples: [
      '{company_1} made {leading_practice} part of every quarterly review.',
      '{company_2} invested in {capability} two years before it became standard and now {result_2}.',
    ],
    steps: [
      'Compare your current practices with the three habits of leaders listed in the report.',
      'Choose one habit to adopt this quarter and set a measurable target for it.',
      'Share progress openly so the wider team sees why the change matters.',
    ],
    questions: [
      'Which of these leadership practices is hardest to adopt in {industry}?',
      'What habit do you think the report missed?',
    ],
  },
  {
    id: 'case-study-deep-dive',
    name: 'Case Study Deep Dive',
    description: 'Walks through one organisation’s situation, decision and results in detail.',
    headline: 'How {company} turned {challenge} into {result}: a case study',
    citation:
      'As covered by {source} ({date}), {company} faced {challenge} when {context}. The article reports {statistic} after the company {key_decision}. The most useful part of the story is what they chose not to do.',
    examples: [
      'Before: {before_state}, with {before_metric}.',
      'Decision: {key_decision}, backed by {enabler}.',
      'After: {after_state}, with {after_metric} within {time_period}.',
    ],
    steps: [
      'Identify whether your organisation faces a version of {challenge} today.',
      'Borrow the decision principle, not the exact tactic: {principle}.',
      'Define the before and after metrics you would use to judge a similar move.',
    ],
    questions: [
      'Would the same approach work in your industry, or is {company} a special case?',
      'What would you have done differently in their position?',
    ],
  },
  {
    id: 'essential-tools-guide',
    name: 'Essential Tools Guide',
    description: 'Recommends the tools and resources that help professionals act on the news.',
    headline: 'The essential toolkit for handling {topic} in {year}',
    citation:
      'According to {source} ({date}), {statistic}, and teams that adopted dedicated tooling for {topic} saved {time_saved} on average. The report also warns that tools without clear ownership rarely deliver the promised gains.',
    examples: [
      '{tool_1}: used by {company_1} to {use_case_1}.',
      '{tool_2}: a lighter option for smaller teams that need {use_case_2}.',
      '{tool_3}: helpful for measuring {metric} and reporting it to leadership.',
    ],
    steps: [
      'Audit the tools you already pay for; one of them may cover {topic} already.',
      'Pilot one new tool with a single team and a clear success measure.',
      'Document the workflow so the tool outlives the person who chose it.',
    ],
    questions: ['Which tool has made the biggest difference for you with {topic}?', 'What is missing from this list?'],
  },
  {
    id: 'market-research-insights',
    name: 'Market Research Insights',
    description: 'Distils the key findings of a market study into practical takeaways.',
    headline: 'Five minutes with the new {topic} market research: what actually matters',
    citation:
      '{source} surveyed {sample_size} {respondents} ({date}). The headline finding: {statistic}. Just as telling, {secondary_finding}, which suggests buyers are prioritising {buyer_priority} over price.',
    examples: [
      '{company_1} adjusted its offer to match {buyer_priority} and grew {metric} by {result_1}.',
      'Customers in {segment} showed the strongest shift, according to the survey.',
    ],
    steps: [
      'Compare the survey findings with your own customer data and note the gaps.',
      'Interview three customers this month about {buyer_priority}.',
      'Update one message, offer or product decision based on what you learn.',
    ],
    questions: [
      'Do these findings reflect what your customers tell you?',
      'Which segment do you think the research underestimates?',
    ],
  },
  {
    id: 'technical-explainer',
    name: 'Technical Explainer',
    description: 'Explains a technical development in plain language for a business audience.',
    headline: '{technology}, explained in plain language (and why it matters to you)',
    citation:
      'A recent piece by {source} ({date}) describes how {technology} works: {simple_explanation}. The article notes that {statistic}, which is why it is moving from specialist teams into everyday business decisions.',
    examples: [
      '{company_1} uses {technology} to {use_case_1}.',
      'In {industry}, it is already changing how teams {everyday_task}.',
    ],
    steps: [
      'Learn the three terms that matter: {term_1}, {term_2} and {term_3}.',
      'Ask your technical team where {technology} could remove a manual step.',
      'Start with a small, low-risk use case and measure the time saved.',
    ],
    questions: [
      'What part of {technology} still feels unclear to you?',
      'Where would you try it first in your own work?',
    ],
  },
  {
    id: 'comparison-analysis',
    name: 'Comparison Analysis',
    description: 'Weighs two approaches, options or players against each other using the reported facts.',
    headline: '{option_a} vs {option_b}: what the latest evidence says',
    citation:
      'New findings from {source} ({date}) compare {option_a} and {option_b}. The report found that {statistic}, while {option_b} performed better on {dimension_b}. Neither option wins everywhere; the context decides, and the cost of switching later is often underestimated.',
    examples: [
      '{company_1} chose {option_a} because {reason_a} and saw {result_1}.',
      '{company_2} chose {option_b} for {reason_b} and saw {result_2}.',
    ],
    steps: [
      'List the two criteria that matter most for your situation.',
      'Score both options against them using the figures in the report.',
      'Run a short trial of the leading option before committing budget.',
      'Write down what would make you switch, so the decision can be revisited calmly.',
    ],
    questions: ['Which option would you pick today, and why?', 'Is there a third option this comparison leaves out?'],
  },
  {
    id: 'quick-tip-implementation',
    name: 'Quick Tip Implementation',
    description: 'Turns one finding into a practical tip the reader can apply today.',
    headline: 'One small change to make this week, based on new {topic} research',
    citation:
      'A study summarised by {source} ({date}) found that {statistic}. The simplest lever it identified was {quick_tip}, which takes less than {time_required} to set up and showed results within {time_to_result}.',
    examples: [
      'A {role} at {company_1} applied the tip and {result_1}.',
      'Teams that combined it with {complementary_habit} saw the strongest effect.',
    ],
    steps: [
      'Pick one meeting, process or workflow where {quick_tip} applies.',
      'Try it for five working days without changing anything else.',
      'Note the before and after, then decide whether to roll it out.',
    ],
    questions: [
      'Have you tried something similar? What happened?',
      'What is your favourite small habit that makes a big difference?',
    ],
  },
  {
    id: 'new-feature-analysis',
    name: 'New Feature Analysis',
    description: 'Analyses a newly launched product feature or service and its practical impact.',
    headline: '{company} just launched {feature}. Here is what it means for {audience}.',
    citation:
      '{source} reports ({date}) that {company} released {feature}, designed to {feature_purpose}. Early figures show {statistic}. The launch puts pressure on {competitors} to respond.',
    examples: [
      'Early adopters such as {customer_1} are using it to {use_case_1}.',
      'The feature replaces a workaround many teams built themselves: {old_workaround}.',
    ],
    steps: [
      'Check whether {feature} is available on your current plan or contract.',
      'Test it against your existing workflow on one real task.',
      'Decide what to retire if it works, so the new feature saves time rather than adds it.',
    ],
    questions: [
      'Is {feature} a genuine improvement or a catch-up move?',
      'What feature would you like {company} to build next?',
    ],
  },
  {
    id: 'real-world-testing',
    name: 'Real-World Testing',
    description: 'Reports how a claim, product or method performed when tested in practice.',
    headline: 'We tested the claims about {topic}. The real-world results surprised us.',
    citation:
      'The claim, as reported by {source} ({date}): {claim}, backed by {statistic}. Field results tell a more nuanced story: under {test_conditions}, the measured outcome was {observed_result}.',
    examples: [
      'In a {setting_1} setting, {company_1} saw {result_1}.',
      'In a {setting_2} setting, the results were {result_2}, mainly because of {limiting_factor}.',
    ],
    steps: [
      'Write down the exact claim and the conditions it was tested under.',
      'Run your own small test in conditions that match your environment.',
      'Share the results, including the disappointing ones, so others can learn.',
    ],
    questions: [
      'Have your real-world results matched the headlines about {topic}?',
      'What conditions make the biggest difference in your experience?',
    ],
  },
  {
    id: 'statistic-led-news',
    name: 'Statistic-Led News',
    description: 'A news post that opens with the key figure and gives the essential context fast.',
    headline: '{statistic}. That is the headline from today’s {topic} news.',
    citation:
      '{source} published the figure on {date}. It covers {scope} and compares with {comparison_value} in the previous period. The main reason given is {primary_driver}, and the publisher expects the figure to {expected_direction} over the coming months.',
    examples: [
      'For {stakeholder_1}, this means {impact_1}.',
      'For {stakeholder_2}, it means {impact_2}.',
      'For {company_1}, which reported similar numbers last quarter, it confirms {confirmed_pattern}.',
    ],
    steps: [
      'Check whether the figure applies to your market, region or segment.',
      'Flag it to the colleague who owns {related_function}.',
      'Watch for the follow-up data on {follow_up_date}.',
    ],
    questions: ['Is this number higher or lower than you expected?', 'What do you think is driving it?'],
  },
  {
    id: 'direct-announcement',
    name: 'Direct Announcement',
    description: 'States the news plainly in the first line, then adds context and next steps.',
    headline: 'Announced today: {announcement}',
    citation:
      'According to {source} ({date}), {organisation} confirmed {announcement_detail}. The change takes effect on {effective_date} and affects {affected_group}. {statistic} is the figure to keep in mind when judging its scale, and {organisation} says further details will follow.',
    examples: [
      'A similar move by {organisation_2} last year led to {historical_outcome}.',
      '{affected_group} in {region} are likely to feel it first.',
    ],
    steps: [
      'Read the official statement in full: {link}.',
      'Identify which of your contracts, processes or clients are affected.',
      'Set a reminder for {effective_date} and brief your team before then.',
      'Note any open questions and raise them with {organisation} or your adviser early.',
    ],
    questions: ['How will this announcement affect your work?', 'What questions do you still have about it?'],
  },
  {
    id: 'industry-impact-focus',
    name: 'Industry Impact Focus',
    description: 'Focuses on the concrete consequences of the news for one industry.',
    headline: 'What {news_event} means for {industry}, in practical terms',
    citation:
      '{source} reports ({date}) that {news_event}. For {industry}, the key figure is {statistic}. Analysts quoted in the piece expect the effects on {affected_area} to appear within {time_period}, with smaller organisations feeling them first.',
    examples: [
      'Suppliers: {supplier_impact}.',
      'Customers: {customer_impact}.',
      'Employers and teams: {workforce_impact}.',
    ],
    steps: [
      'Assess which of the three groups above matters most to your business.',
      'Quantify the exposure in revenue, cost or time, even roughly.',
      'Agree on one mitigation or opportunity to pursue this month.',
      'Brief the people closest to customers so they can answer questions with confidence.',
    ],
    questions: [
      'Which part of {industry} do you think will feel this most?',
      'Is this a threat or an opportunity for your organisation?',
    ],
  },
  {
    id: 'breaking-news',
    name: 'Breaking News',
    description: 'A fast, factual post on a development that is still unfolding.',
    headline: 'Breaking: {headline_fact}',
    citation:
      '{source} reported {time_reference} that {headline_fact}. What is confirmed so far: {confirmed_facts}. What is not yet known: {open_questions}. Early data suggests {statistic}, although figures are likely to change as the story develops.',
    examples: [
      'The last comparable event, {previous_event}, led to {previous_outcome}.',
      'Organisations most exposed include {exposed_group}.',
    ],
    steps: [
      'Avoid reacting to unconfirmed details; rely on {official_source} for updates.',
      'Check whether your operations, clients or suppliers are directly affected.',
      'Prepare a short internal note so your team hears it from you first.',
      'Revisit your assessment once the full facts are published.',
    ],
    questions: [
      'How is this affecting your organisation right now?',
      'What information would help you most in the next 24 hours?',
    ],
  },
  {
    id: 'future-focused-news',
    name: 'Future-Focused News',
    description: 'Reports the news and looks ahead at what it sets in motion.',
    headline: 'Today’s {topic} news is really about {future_year}',
    citation:
      'As reported by {source} ({date}), {news_event}. On its own, {statistic} looks incremental. Combined with {related_trend}, it points to {future_state} within {time_horizon}. Organisations that plan for that now will have more options later.',
    examples: [
      '{company_1} is already preparing by {preparation_action}.',
      'Policy makers in {region} are discussing {policy_response}.',
    ],
    steps: [
      'Ask which of your current plans still hold if {future_state} happens.',
      'Identify one skill your team should start building now.',
      'Schedule a short review of this topic in six months.',
      'Share the scenario with one partner or client and compare assumptions.',
    ],
    questions: [
      'Do you see {future_state} as likely, or still speculative?',
      'What should {industry} start doing today to be ready?',
    ],
  },
  {
    id: 'industry-specific-news',
    name: 'Industry-Specific News',
    description: 'A news post written for specialists in one industry, using its own terms.',
    headline: '{industry} update: {headline_fact}',
    citation:
      '{source} ({date}) reports that {headline_fact}. The figure that matters for {industry} professionals is {statistic}, particularly for {specialist_area}. The change follows {preceding_event} and is expected to influence {related_decision} across the sector over the next {time_period}.',
    examples: [
      'For {role_1}: {role_1_impact}.',
      'For {role_2}: {role_2_impact}.',
      'For firms like {company_1}, which already {early_action}, the adjustment should be smaller.',
    ],
    steps: [
      'Review the implications for {specialist_area} with your team.',
      'Update any client-facing guidance that references {affected_standard}.',
      'Share practical interpretations with peers; specialist insight is in short supply.',
      'Track the next update from {source} and note any change in the figures.',
    ],
    questions: [
      'How are others in {industry} interpreting this?',
      'What guidance would you give a colleague new to {specialist_area}?',
    ],
  },
  {
    id: 'attention-grabbing-news',
    name: 'Attention-Grabbing News',
    description: 'Opens with a surprising angle to stop the scroll, then backs it with facts.',
    headline: 'Most people missed this {topic} story. They should not have.',
    citation:
      'Buried in a {source} report from {date}: {surprising_fact}. The number behind it, {statistic}, suggests {implication}, which challenges the common assumption that {common_assumption}. If it holds, plans built on that assumption deserve a second look.',
    examples: ['{company_1} noticed early and {result_1}.', 'Meanwhile, {company_2} ignored it and {result_2}.'],
    steps: [
      'Re-check one assumption your team makes about {topic}.',
      'Look for the same signal in your own data.',
      'Share this with one colleague who would disagree, and compare views.',
      'Decide what evidence would change your mind, and watch for it.',
    ],
    questions: [
      'Did this surprise you, or did you see it coming?',
      'What other under-reported {topic} story deserves attention?',
    ],
  },
];

export const linkedinTemplates: PostTemplate<'linkedin'>[] = SOURCES.map(compose);

export const LINKEDIN_TEMPLATE_IDS: string[] = linkedinTemplates.map((t) => t.id);
