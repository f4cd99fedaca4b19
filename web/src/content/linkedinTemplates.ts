// Built-in LinkedIn post formats (spec §2): the fallback when GET /api/content/templates fails.
// Each has a headline, a report-citation paragraph, real-world examples, actionable steps and
// closing questions; placeholders in braces are filled from the article.
import type { ContentTemplate } from '../api/types';

interface Format {
  id: string;
  name: string;
  headline: string;
  citation: string;
  examples: string[];
  steps: string[];
  questions: string[];
}

function compose(f: Format): ContentTemplate {
  const text = [
    `Headline: ${f.headline}`,
    `Report citation: ${f.citation}`,
    `Real-world examples:\n${f.examples.map((e) => `- ${e}`).join('\n')}`,
    `Actionable steps:\n${f.steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`,
    `Closing questions:\n${f.questions.map((q) => `- ${q}`).join('\n')}`,
  ].join('\n\n');
  return { id: f.id, name: f.name, contentType: 'linkedin', description: f.headline, text };
}

const FORMATS: Format[] = [
  {
    id: 'stats-driven-industry-impact',
    name: 'Stats-Driven Industry Impact',
    headline: '{statistic} — what this number means for {industry}',
    citation: 'According to {source} ({date}), {key_fact}. The figure signals a shift that leaders in {industry} cannot ignore.',
    examples: ['{company} has already responded by {action}.', 'Teams at {example_org} report {result} after a similar change.'],
    steps: ['Benchmark your own numbers against {statistic}.', 'Identify the one process most exposed to this shift.', 'Set a 90-day experiment with a clear metric.'],
    questions: ['Does this number match what you see in your organisation?', 'Which metric would you track first?'],
  },
  {
    id: 'trend-analysis-forecast',
    name: 'Trend Analysis & Forecast',
    headline: 'The {topic} trend is accelerating. Here is where it goes next.',
    citation: '{source} reports that {key_fact}, continuing a pattern visible over the past {period}.',
    examples: ['{company} moved early and now {result}.', 'In {region}, adoption reached {statistic}.'],
    steps: ['Map where the trend touches your customers.', 'Decide what you will stop doing if it continues.', 'Revisit the forecast every quarter.'],
    questions: ['Is this trend overhyped or underestimated?', 'What would change your forecast?'],
  },
  {
    id: 'strategic-leadership-insight',
    name: 'Strategic Leadership Insight',
    headline: 'What {key_fact} teaches leaders about strategy',
    citation: 'As {source} highlights, {key_fact} — a decision with consequences well beyond {company}.',
    examples: ['{leader} framed the choice as {framing}.', 'A similar call at {example_org} led to {result}.'],
    steps: ['Name the trade-off explicitly.', 'Align your team on the one outcome that matters.', 'Communicate the why before the what.'],
    questions: ['How would you have made this call?', 'What signal would make you change course?'],
  },
  {
    id: 'expert-problem-solving-framework',
    name: 'Expert Problem-Solving Framework',
    headline: 'A 3-step framework for {problem}',
    citation: 'New findings from {source} show that {key_fact}, which makes {problem} more urgent.',
    examples: ['{company} applied this approach and {result}.', 'A mid-sized team cut {metric} by {statistic}.'],
    steps: ['Diagnose: measure {metric} today.', 'Design: choose one lever and one owner.', 'Deliver: review results after 30 days.'],
    questions: ['Which step is hardest in your context?', 'What would you add to this framework?'],
  },
  {
    id: 'competitive-advantage-strategy',
    name: 'Competitive Advantage Strategy',
    headline: 'How {company} is building an edge in {industry}',
    citation: '{source} notes that {key_fact}, widening the gap between leaders and followers.',
    examples: ['{company} invested in {capability}.', 'Competitors responded with {response}.'],
    steps: ['Identify the capability customers pay for.', 'Double down where rivals cannot follow quickly.', 'Protect it with data, talent or partnerships.'],
    questions: ['What is your defensible advantage?', 'Where could a competitor overtake you?'],
  },
  {
    id: 'industry-leadership-insights',
    name: 'Industry Leadership Insights',
    headline: 'Three lessons from this week in {industry}',
    citation: 'Reporting by {source} shows {key_fact}.',
    examples: ['Lesson one comes from {company}.', 'Lesson two from {example_org}.'],
    steps: ['Pick one lesson to apply this week.', 'Share it with your team.', 'Measure the difference.'],
    questions: ['Which lesson resonates most with you?', 'What did I miss?'],
  },
  {
    id: 'case-study-deep-dive',
    name: 'Case Study Deep Dive',
    headline: 'Case study: how {company} achieved {result}',
    citation: 'Based on {source}: {key_fact}.',
    examples: ['The starting point: {situation}.', 'The turning point: {action}.'],
    steps: ['Copy the principle, not the tactic.', 'Start with a small pilot.', 'Document what you learn.'],
    questions: ['Would this work in your organisation?', 'What would you do differently?'],
  },
  {
    id: 'essential-tools-guide',
    name: 'Essential Tools Guide',
    headline: 'The tools behind {result} in {industry}',
    citation: '{source} found that {key_fact}.',
    examples: ['{tool} helps teams {benefit}.', '{company} standardised on {tool} and saw {result}.'],
    steps: ['Audit the tools you already pay for.', 'Pick one gap to close.', 'Train the team before scaling.'],
    questions: ['Which tool could you not work without?', 'What is overrated?'],
  },
  {
    id: 'market-research-insights',
    name: 'Market Research Insights',
    headline: 'New research: {key_fact}',
    citation: 'A study by {source} ({date}) surveyed {sample} and found {statistic}.',
    examples: ['Buyers in {segment} now prioritise {priority}.', '{company} is adjusting its offer accordingly.'],
    steps: ['Compare the findings with your customer data.', 'Test one message that reflects the new priority.', 'Share results with sales.'],
    questions: ['Does this match what your customers say?', 'Which finding surprised you?'],
  },
  {
    id: 'technical-explainer',
    name: 'Technical Explainer',
    headline: '{concept}, explained in plain language',
    citation: 'As {source} explains, {key_fact}.',
    examples: ['Think of it like {analogy}.', '{company} uses it to {benefit}.'],
    steps: ['Learn the one term that matters: {term}.', 'Try it on a small problem.', 'Explain it to a colleague.'],
    questions: ['Was this helpful?', 'What should I explain next?'],
  },
  {
    id: 'comparison-analysis',
    name: 'Comparison Analysis',
    headline: '{option_a} vs {option_b}: what the evidence says',
    citation: '{source} compared both and found {key_fact}.',
    examples: ['{option_a} wins when {condition_a}.', '{option_b} wins when {condition_b}.'],
    steps: ['List your constraints first.', 'Score both options against them.', 'Decide, then revisit in six months.'],
    questions: ['Which would you choose?', 'What factor matters most to you?'],
  },
  {
    id: 'quick-tip-implementation',
    name: 'Quick Tip Implementation',
    headline: 'One quick tip from today’s {topic} news',
    citation: 'Inspired by {source}: {key_fact}.',
    examples: ['A team at {example_org} did this in one afternoon.', 'The result: {result}.'],
    steps: ['Block 30 minutes today.', 'Apply the tip to one workflow.', 'Note the time saved.'],
    questions: ['Will you try it?', 'What is your best quick win this month?'],
  },
  {
    id: 'new-feature-analysis',
    name: 'New Feature Analysis',
    headline: '{company} just launched {feature}. Does it matter?',
    citation: '{source} reports that {key_fact}.',
    examples: ['Early users say {feedback}.', 'It competes with {alternative}.'],
    steps: ['Check whether it solves a problem you have.', 'Trial it with one team.', 'Decide within two weeks.'],
    questions: ['Is this a game changer or a gimmick?', 'Who benefits most?'],
  },
  {
    id: 'real-world-testing',
    name: 'Real-World Testing',
    headline: 'I looked at how {topic} performs in the real world',
    citation: 'The data from {source}: {key_fact}.',
    examples: ['In practice at {company}: {result}.', 'The surprise: {unexpected_finding}.'],
    steps: ['Test claims against your own data.', 'Run a small, time-boxed trial.', 'Share honest results.'],
    questions: ['What results have you seen?', 'Where did reality differ from the promise?'],
  },
  {
    id: 'statistic-led-news',
    name: 'Statistic-Led News',
    headline: '{statistic}.',
    citation: 'That is the headline number from {source} ({date}): {key_fact}.',
    examples: ['For {industry}, this means {implication}.', '{company} is already adapting.'],
    steps: ['Put the number in context for your team.', 'Decide whether it changes your plan.'],
    questions: ['Big deal or noise?', 'How does this affect your work?'],
  },
  {
    id: 'direct-announcement',
    name: 'Direct Announcement',
    headline: 'Announced today: {key_fact}',
    citation: 'Source: {source}, {date}.',
    examples: ['Who is affected: {audience}.', 'What changes: {change}.'],
    steps: ['Read the original announcement ({link}).', 'Flag it to anyone affected.'],
    questions: ['What is your first reaction?', 'Who needs to hear this?'],
  },
  {
    id: 'industry-impact-focus',
    name: 'Industry Impact Focus',
    headline: 'Why {key_fact} matters for everyone in {industry}',
    citation: '{source} reports {key_fact}, with knock-on effects for {stakeholders}.',
    examples: ['Suppliers: {supplier_impact}.', 'Customers: {customer_impact}.'],
    steps: ['Map the impact on your value chain.', 'Talk to one affected customer this week.', 'Adjust your roadmap if needed.'],
    questions: ['Who wins and who loses?', 'How are you preparing?'],
  },
  {
    id: 'breaking-news',
    name: 'Breaking News',
    headline: 'Breaking: {key_fact}',
    citation: 'First reported by {source} ({date}).',
    examples: ['Immediate effect: {effect}.', 'Market reaction: {reaction}.'],
    steps: ['Wait for confirmation before acting.', 'Prepare a short brief for your team.'],
    questions: ['What do you expect to happen next?', 'How will this affect your plans?'],
  },
  {
    id: 'future-focused-news',
    name: 'Future-Focused News',
    headline: '{key_fact} — and what it means for {year}',
    citation: '{source} suggests that {key_fact}, pointing to {future_state}.',
    examples: ['Early signals at {company}.', 'Similar shifts in {other_industry}.'],
    steps: ['Write down what you believe will happen.', 'Identify one capability to build now.', 'Review the bet in six months.'],
    questions: ['Where will {industry} be in three years?', 'What are you betting on?'],
  },
  {
    id: 'industry-specific-news',
    name: 'Industry-Specific News',
    headline: 'For {industry} professionals: {key_fact}',
    citation: '{source} covers the details: {summary}.',
    examples: ['Practical impact on {role}: {impact}.', '{company} is the first to respond.'],
    steps: ['Share with your peers in {industry}.', 'Update your client talking points.'],
    questions: ['How does this change your day-to-day?', 'What would you tell a client?'],
  },
  {
    id: 'attention-grabbing-news',
    name: 'Attention-Grabbing News',
    headline: 'Nobody is talking about this: {key_fact}',
    citation: 'Buried in {source} ({date}): {key_fact}.',
    examples: ['Why it matters: {implication}.', 'Who noticed first: {company}.'],
    steps: ['Read the full piece ({link}).', 'Ask what it means for your team.'],
    questions: ['Did you catch this?', 'Am I overreacting?'],
  },
];

export const LINKEDIN_FORMAT_TEMPLATES: ContentTemplate[] = FORMATS.map(compose);
export const LINKEDIN_FORMAT_IDS = FORMATS.map((f) => f.id);
export const DEFAULT_TEST_PAGE_TEMPLATE = 'stats-driven-industry-impact';
