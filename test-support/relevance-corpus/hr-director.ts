import { unwanted, wanted, wantedPart, type RelevancePerson } from './types';

// Wants remote, hybrid and office attendance policy; not real-estate deals, travel or gadget reviews.
export const hrDirector: RelevancePerson = {
  id: 'hr-director',
  description: 'News about remote and hybrid work policies for an HR director, in a weekly email newsletter',
  typedTopics: ['remote work', 'hybrid work', 'return to office'],
  fieldName: 'flexible working',
  hiddenPreference: {
    about: 'office mandates and attendance',
    words: ['office', 'mandate', 'mandates', 'attendance', 'badge', 'back'],
  },
  articles: [
    wanted(
      'Bank orders staff back to the office five days a week',
      'Employees who fail to comply could lose bonuses, a memo says.',
    ),
    wanted(
      'Hybrid workers are more productive, Stanford study finds',
      'Two days at home cut quitting by a third with no loss of output.',
    ),
    wanted(
      'Tech firm tracks badge swipes to enforce office attendance',
      'Managers will see weekly reports of who came in.',
    ),
    wanted(
      'Right to request flexible working becomes law from day one',
      'Employers must respond within two months and consult the employee.',
    ),
    wanted('Companies quietly cut remote roles, job board data shows', 'Fully remote postings fell to 8% of listings.'),
    wanted(
      'Return-to-office mandates linked to loss of senior talent',
      'Firms that required full-time attendance lost more experienced staff.',
    ),
    wanted('Four-day week trial ends with most firms keeping it', 'Of 61 companies, 56 continued after the pilot.'),
    wanted(
      'Government urges civil servants to spend 60% of time in office',
      'Unions said departments lack the desks to make it work.',
    ),
    wanted(
      'Hybrid schedules: companies settle on three anchor days',
      'Tuesday to Thursday has become the norm, a survey of employers finds.',
    ),
    wanted(
      'Work-from-anywhere policies tested by tax rules',
      'Employees working abroad can create tax liabilities for employers.',
    ),
    wanted(
      'Managers struggle to lead distributed teams, survey says',
      'Half of managers say they received no training for hybrid teams.',
    ),
    wanted(
      'Carmaker lets office staff work remotely two days a week',
      'The policy follows a vote among white-collar employees.',
    ),
    wanted(
      'Employee monitoring rises as remote work persists',
      'One in three employers uses software to track activity.',
    ),
    wanted('Parents most likely to quit over office mandates', 'Working mothers cited childcare as the main reason.'),
    unwanted('Office tower sold at a 40% discount', 'The buyer plans to convert floors into flats.'),
    unwanted('Best laptops for working from home in 2026', 'Our picks balance battery life and screen size.'),
    unwanted('Remote island gets its first doctor in a decade', 'The GP will fly in weekly from the mainland.'),
    unwanted('Train strike disrupts commuters across the north', 'Services were cancelled on most routes.'),
    unwanted('Coffee chain opens drive-through cafés', 'The chain will open 50 drive-throughs this year.'),
    unwanted('Hybrid cars outsell diesel for the first time', 'Sales of hybrids rose 25%.'),
    unwanted('Remote-controlled robot explores shipwreck', 'Scientists filmed the wreck at a depth of 3,800 metres.'),
    unwanted('Office supplies retailer closes 100 stores', 'The chain blamed falling demand for paper and printers.'),
    unwanted('Company reports record profits as demand holds up', 'The chief executive thanked staff for their work.'),
    unwanted('Hybrid apple variety wins a fruit award', 'The crisp variety crosses two heritage apples.'),
    unwanted('City council approves new cycle lanes to the business district', 'Work starts in the spring.'),
    unwanted('Video call app adds live translation', 'The feature supports 20 languages.'),
    unwanted('Airline introduces a new business class seat', 'The seats convert into fully flat beds.'),
    unwanted('Co-working space operator raises new funding', 'The company plans to open 30 sites in Europe.'),
    unwanted('Retirement age to rise to 68 sooner', 'The change affects people born after 1970.'),
    unwanted('Remote villages connected to fast broadband', 'The government scheme reached 10,000 homes.'),
    unwanted('Minimum wage to rise by 6% in April', 'The increase applies to workers over 21.'),
    // A second day's feed: more of what they want, much of it in their hidden preference, and two more near-misses.
    wanted(
      'Bank orders staff back to the office five days a week',
      'Employees who do not comply will lose their annual bonus, an internal memo says.',
    ),
    wanted(
      'Office attendance rises to its highest level since 2020',
      'Badge data from 2,000 buildings shows desks busiest on Tuesdays and Wednesdays.',
    ),
    wanted(
      'Tech giant ties promotions to office attendance',
      'Managers will see how often each employee badges in when deciding promotions.',
    ),
    wanted(
      'Staff push back against a return-to-office mandate',
      'Thousands signed a letter asking the carmaker to keep two home-working days.',
    ),
    wanted(
      'Government requires civil servants to spend 60% of their time in the office',
      'Departments must report attendance figures every month.',
    ),
    wanted(
      'Retailer scraps its office mandate after losing key staff',
      'The company will let teams agree their own hybrid schedules.',
    ),
    wanted(
      'Remote workers less likely to be promoted, study finds',
      'Researchers found fully remote staff received fewer promotions over three years.',
    ),
    wanted(
      'Four-day week trial extended for hybrid teams',
      'Companies in the pilot said productivity held steady and sick days fell.',
    ),
    wanted(
      'Employers offer stipends for home-working equipment',
      'More firms now pay for desks and chairs for remote employees, a benefits survey shows.',
    ),
    unwanted(
      'Office tower sold to a pension fund',
      'The 30-storey building in the financial district changed hands for $400m.',
    ),
    unwanted(
      'Working from a beach: the best laptops for travel',
      'We tested eight thin and light models with long battery life.',
    ),
    // A third day: the parts of the field (its technologies, kinds of plant, products) in stories that
    // never use the field's own name, and near-misses from the same industry.
    wantedPart(
      'Bank tells staff to be at their desks five days a week',
      'Employees who miss the attendance target could lose their bonuses.',
    ),
    wantedPart(
      'Four-day week trial ends with most firms keeping the shorter week',
      'Staff at 61 companies kept full pay for 80% of the hours.',
    ),
    wantedPart(
      'Tech giant ties promotions to office attendance',
      'Badge data will be reviewed before each promotion round.',
    ),
    wantedPart(
      'Coworking operator expands as firms give up their headquarters',
      'Companies rent desks by the day near where their employees live.',
    ),
    wantedPart(
      'Employees gain the right to ask to be home-based from their first day',
      'Employers must answer within two months and explain any refusal.',
    ),
    wantedPart(
      'Digital nomad visas spread to 60 countries',
      'Spain and Japan now let foreign employees stay a year while serving employers abroad.',
    ),
    unwanted('Office tower sold at a 40% discount', 'The buyer plans to convert its floors into flats.'),
    unwanted('The best noise-cancelling headphones for commuters', 'We tested nine pairs on trains, buses and planes.'),
    unwanted('Airline adds more flights to Lisbon', 'The route will run twice a day from June.'),
  ],
};
