import { unwanted, wanted, wantedPart, type RelevancePerson } from './types';

// Wants trial read-outs and regulatory decisions on drugs; not hospital operations, wellness or general health advice.
export const biotechInvestor: RelevancePerson = {
  id: 'biotech-investor',
  description: 'Drug approvals and clinical trial results for a biotech investor, daily',
  typedTopics: ['clinical trial', 'FDA', 'drug approval'],
  fieldName: 'biotech',
  hiddenPreference: {
    about: 'regulatory decisions',
    words: [
      'fda',
      'approves',
      'approval',
      'approved',
      'regulator',
      'rejects',
      'review',
      'cleared',
      'withdrawn',
      'panel',
    ],
  },
  articles: [
    wanted(
      'FDA approves first gene therapy for a form of deafness',
      'The one-time treatment restored hearing in children born with an OTOF mutation.',
    ),
    wanted(
      "Alzheimer's antibody slows decline in late-stage trial",
      'Patients on the drug declined 27% less over 18 months than those on placebo.',
    ),
    wanted('Biotech shares fall after phase 3 miss', "The company's lung cancer drug failed to extend survival."),
    wanted(
      'European regulator recommends approval of obesity pill',
      'The committee backed the once-daily tablet for adults with a BMI over 30.',
    ),
    wanted(
      'FDA rejects depression drug, citing trial design',
      'The agency asked for another study before it can decide.',
    ),
    wanted(
      'Cell therapy shows durable remissions in lupus patients',
      'Fifteen patients remain drug-free two years after a single infusion.',
    ),
    wanted('Drugmaker halts trial after patient deaths', 'Regulators placed the study on clinical hold.'),
    wanted(
      'Advisory panel votes in favour of RSV antibody for infants',
      "The FDA usually follows the committee's advice.",
    ),
    wanted(
      'China approves its first home-grown CAR-T for myeloma',
      'The approval follows a pivotal trial with a 90% response rate.',
    ),
    wanted('Accelerated approval withdrawn for bladder cancer drug', 'Confirmatory studies failed to show a benefit.'),
    wanted(
      'Psilocybin therapy meets main goal in depression study',
      'Patients had fewer symptoms six weeks after two doses.',
    ),
    wanted(
      'Biosimilar of blockbuster arthritis drug cleared for US market',
      'The approval could cut prices by up to 80%.',
    ),
    wanted('Priority review granted for sickle cell treatment', 'A decision is expected by June.'),
    wanted(
      'Gene-editing company reports first data from heart disease trial',
      'A single infusion cut LDL cholesterol by 55%.',
    ),
    unwanted('Hospital opens new cancer wing', 'The wing has 40 beds and two radiotherapy machines.'),
    unwanted('Five foods that support a healthy heart', 'Nutritionists recommend oily fish and nuts.'),
    unwanted('Pharmacy chain closes 300 stores', 'The company blamed falling prescription margins.'),
    unwanted('Drug smuggling ring broken up by police', 'Officers seized cocaine worth £20m.'),
    unwanted('Nurses strike over pay at three hospitals', 'Routine appointments were cancelled.'),
    unwanted('FDA warns about contaminated eye drops', 'Consumers should stop using the brand immediately.'),
    unwanted('Biotech founder wins a science prize', 'She was honoured for work on protein design.'),
    unwanted('Medical device maker recalls insulin pumps', 'Some pumps may stop delivering insulin.'),
    unwanted(
      'Clinical trial volunteers wanted for a sleep study',
      'Participants will be paid £500 for two nights in the lab.',
    ),
    unwanted(
      'Drug prices to be negotiated for ten more medicines',
      'The list is published each year under the new law.',
    ),
    unwanted('Gym membership linked to fewer sick days', 'Employees who exercised took two fewer days off.'),
    unwanted('Health insurer raises premiums by 9%', 'The rise applies to family plans.'),
    unwanted('Scientists sequence the genome of a giant tortoise', 'The animal lived for 170 years.'),
    unwanted('Biotech park opens a new laboratory building', 'The building can house 20 startups.'),
    unwanted('Vitamin D supplements do not prevent fractures, review finds', 'Researchers pooled 30 earlier studies.'),
    unwanted('Drug store sales rise on cold and flu season', 'Sales of cough medicine were up 20%.'),
    unwanted(
      'Hospital waiting lists fall for the first time in a year',
      'The number of people waiting dropped by 50,000.',
    ),
    // A second day's feed: more of what they want, much of it in their hidden preference, and two more near-misses.
    wanted(
      'FDA approves first gene therapy for a form of inherited blindness',
      'The one-time treatment restored some vision in a late-stage trial.',
    ),
    wanted(
      'Regulator rejects obesity drug over liver safety concerns',
      'The agency asked for another study before it reconsiders the application.',
    ),
    wanted(
      "FDA advisory panel backs approval of Alzheimer's antibody",
      'Panel members voted 10 to 1 that the benefits outweigh the risk of brain swelling.',
    ),
    wanted(
      'European regulator clears biosimilar of a blockbuster arthritis drug',
      'The approval opens the market to cheaper copies in the EU next year.',
    ),
    wanted(
      'Drugmaker withdraws cancer drug after confirmatory trial fails',
      'The accelerated approval is withdrawn after the study showed no survival benefit.',
    ),
    wanted(
      'FDA delays review of a rare disease drug by three months',
      'The agency needs more time to assess manufacturing data, the company said.',
    ),
    wanted(
      'Phase 3 trial of a new heart drug meets its main goal',
      'Patients on the drug had 20% fewer heart attacks and strokes than on placebo.',
    ),
    wanted(
      'Biotech shares jump on early results for a pancreatic cancer vaccine',
      'Half of the patients in the small trial had no relapse after 18 months.',
    ),
    wanted(
      'Antibody fails to slow disease progression in a mid-stage study',
      'The company will stop developing the drug for this indication.',
    ),
    unwanted('Hospital opens a new wing for cancer care', 'The building adds 60 beds and two operating theatres.'),
    unwanted(
      'Drug smuggling ring broken up at the port',
      'Police seized two tonnes of cocaine hidden in banana boxes.',
    ),
    // A third day: the parts of the field (its technologies, kinds of plant, products) in stories that
    // never use the field's own name, and near-misses from the same industry.
    wantedPart(
      'Gene therapy for sickle cell disease wins approval in Europe',
      "The one-time treatment edits the patients' own stem cells.",
    ),
    wantedPart(
      "Antibody slows Alzheimer's decline by 30% in a late-stage study",
      'Patients on the drug declined more slowly over 18 months, the company said.',
    ),
    wantedPart(
      'Regulator rejects an obesity pill over liver safety signals',
      'The agency asked for another year of data.',
    ),
    wantedPart(
      'Cancer vaccine lowers relapse rates in melanoma patients',
      'The mRNA shot cut recurrence by 44% when added to immunotherapy.',
    ),
    wantedPart(
      "Drug developer's shares halve after a phase 3 miss",
      'The heart-failure medicine did not beat placebo on its main goal.',
    ),
    wantedPart(
      'CRISPR treatment for high cholesterol enters a pivotal study',
      'A single infusion switched off a gene in the liver of early patients.',
    ),
    unwanted('Hospital group opens a new cancer centre', 'The centre will treat 2,000 patients a year.'),
    unwanted(
      'Vitamin D supplements do little for bones, review finds',
      'Researchers pooled 80 studies of older adults.',
    ),
    unwanted('Pharmacy chain closes 300 stores', 'The retailer blamed falling prescription margins.'),
  ],
};
