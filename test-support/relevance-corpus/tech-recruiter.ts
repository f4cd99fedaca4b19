import { unwanted, wanted, wantedPart, type RelevancePerson } from './types';

// Wants hiring, the job market for engineers and recruiting practice; not company news that only mentions jobs.
export const techRecruiter: RelevancePerson = {
  id: 'tech-recruiter',
  description: 'Hiring trends and talent acquisition news for a tech recruiter, as short tweets',
  typedTopics: ['hiring', 'recruiting'],
  fieldName: 'talent acquisition',
  hiddenPreference: {
    about: 'engineering roles specifically',
    words: ['engineer', 'engineers', 'engineering', 'software', 'developer', 'data', 'technicians'],
  },
  articles: [
    wanted(
      'Tech hiring picks up as software job postings rise 12%',
      'Openings for backend and data engineers grew fastest, a jobs board reports.',
    ),
    wanted(
      'Recruiters report longer time-to-hire for senior engineers',
      'Companies now take 52 days on average to fill a staff engineer role.',
    ),
    wanted(
      'AI screening tools face scrutiny from employment regulators',
      "New York's audit rule for automated hiring tools is being copied by three more states.",
    ),
    wanted(
      'Startups cut recruiting teams as hiring freezes spread',
      "Talent acquisition staff were among the first to go in this year's layoffs.",
    ),
    wanted(
      'Salary transparency laws change how tech jobs are advertised',
      'Job ads in California must now show a pay range, and candidates are comparing them.',
    ),
    wanted(
      'Graduate hiring at big tech falls to a five-year low',
      'Entry-level software roles have shrunk as firms lean on experienced engineers.',
    ),
    wanted(
      'Candidates ghost employers more often, survey finds',
      'Four in ten applicants stopped responding during the interview process.',
    ),
    wanted(
      'LinkedIn launches an AI assistant for recruiters',
      'The tool drafts outreach messages and suggests candidates from a job description.',
    ),
    wanted(
      'Employers drop degree requirements for engineering roles',
      'Skills-based hiring has doubled the pool of applicants for some positions.',
    ),
    wanted(
      'Remote job listings draw five times more applicants',
      'Recruiters say fully remote roles are swamped within hours of posting.',
    ),
    wanted(
      'Chipmakers struggle to staff new US fabs',
      'Companies are recruiting technicians from community colleges and the military.',
    ),
    wanted(
      'Referral bonuses return as the market for data engineers tightens',
      'Some firms now pay staff $10,000 for a successful referral.',
    ),
    wanted(
      'Interview fraud with deepfakes worries hiring managers',
      'Several firms found candidates using real-time face swaps in video interviews.',
    ),
    wanted(
      "Europe's tech talent shortage eases as layoffs free up engineers",
      'Recruiters in Berlin and Amsterdam say more senior candidates are available.',
    ),
    unwanted('Football club hires a new head coach', 'The former assistant signed a three-year contract.'),
    unwanted(
      'Tech giant beats earnings estimates on cloud growth',
      'Revenue rose 15% and the shares climbed in late trading.',
    ),
    unwanted(
      'Army recruiting drive targets teenagers on TikTok',
      'The campaign features soldiers describing daily life in the service.',
    ),
    unwanted(
      'Smartphone maker recalls chargers over fire risk',
      'Owners are urged to stop using the chargers immediately.',
    ),
    unwanted('University hires a new vice-chancellor', 'The economist will take up the post in September.'),
    unwanted(
      'Film studio casting call attracts 5,000 extras',
      'Hopefuls queued for hours for a chance to appear in the period drama.',
    ),
    unwanted('Software update fixes battery drain on laptops', 'The patch is rolling out to all users this week.'),
    unwanted(
      'Restaurant chain struggles to hire summer staff',
      'Seaside branches are offering free meals and bonuses to attract waiters.',
    ),
    unwanted(
      'Startup raises $30m to build developer tools',
      'The company makes a code search engine for large repositories.',
    ),
    unwanted(
      'Gaming company delays flagship title to next year',
      'The studio said it needs more time to polish the game.',
    ),
    unwanted('Sports team recruits an Olympic sprinter', 'The rugby club hopes her pace will transform its back line.'),
    unwanted(
      'Cloud outage takes down popular websites for two hours',
      'The provider blamed a faulty configuration change.',
    ),
    unwanted(
      'Political party recruits celebrity candidates for election',
      'A television presenter and a former footballer will stand for parliament.',
    ),
    unwanted('Unemployment in the eurozone holds at a record low', 'The jobless rate stayed at 6.3% in October.'),
    unwanted('Tech billionaire buys a historic newspaper', 'The deal values the paper at $250m.'),
    unwanted(
      'New programming language version adds pattern matching',
      'The release also speeds up compilation by 20%.',
    ),
    unwanted(
      'Church choir recruits new singers for Christmas concert',
      'Rehearsals start in October and no audition is needed.',
    ),
    // A second day's feed: more of what they want, much of it in their hidden preference, and two more near-misses.
    wanted(
      'Demand for machine learning engineers outstrips supply, survey finds',
      'Two-thirds of employers say they cannot fill data science and ML engineering roles.',
    ),
    wanted(
      'Startups cut hiring of junior software developers',
      'Entry-level engineering openings fell by a third as teams lean on senior staff and AI tools.',
    ),
    wanted(
      'Cybersecurity engineer vacancies stay open for three months on average',
      'Recruiters say specialised security roles are the hardest to fill in tech.',
    ),
    wanted(
      'Chipmaker recruits 2,000 technicians for its new Arizona plant',
      'The company runs its own training school to prepare engineers for clean-room work.',
    ),
    wanted(
      'Remote software engineering jobs draw ten times more applicants',
      'Recruiters report hundreds of candidates per fully remote developer role.',
    ),
    wanted(
      'Data engineer salaries level off after two years of rapid growth',
      'Offers for mid-level data roles rose only 2% this year, a pay survey shows.',
    ),
    wanted(
      'Recruiters adopt skills-based hiring and drop degree requirements',
      'More employers now screen candidates by tests and portfolios rather than diplomas.',
    ),
    wanted(
      'Job seekers complain of ghosting by hiring managers',
      'Half of applicants in a survey never heard back after an interview.',
    ),
    wanted(
      'Staffing firms see demand for contract recruiters return',
      'Companies are rebuilding talent acquisition teams they cut last year.',
    ),
    unwanted(
      'Football club recruits a new goalkeeping coach',
      'The coach joins from a rival club on a two-year contract.',
    ),
    unwanted(
      'Orchestra hires a new principal conductor',
      'The conductor will lead twelve concerts in the first season.',
    ),
    // A third day: the parts of the field (its technologies, kinds of plant, products) in stories that
    // never use the field's own name, and near-misses from the same industry.
    wantedPart(
      'Software engineer job postings rise for a third straight month',
      'Openings for backend and cloud roles led the increase, a jobs site says.',
    ),
    wantedPart(
      'Interview loops shrink as startups race to close candidates',
      'Companies are cutting on-site rounds to make offers within a week.',
    ),
    wantedPart(
      "Data scientists' starting salaries flatten",
      'Offers for graduates in machine learning roles rose only 1% this year.',
    ),
    wantedPart(
      'Referral bonuses climb as engineering vacancies stay open',
      'Some firms now pay $15,000 when a developer they referred joins.',
    ),
    wantedPart(
      'Most large employers now screen CVs with AI',
      'Applicant tracking systems rank candidates before a person reads their application.',
    ),
    wantedPart(
      'Day rates for contract developers fall as demand cools',
      'Agencies say rates for senior contractors are down 10% since spring.',
    ),
    unwanted(
      'Football club completes the signing of a striker',
      'The forward joined on a five-year contract for a fee of £40m.',
    ),
    unwanted(
      'Restaurant group to create 2,000 jobs with new openings',
      'The chain will open 50 outlets, each employing 40 people.',
    ),
    unwanted(
      'Chipmaker profit jumps on demand for AI servers',
      'The company said it would keep investing in new plants.',
    ),
  ],
};
