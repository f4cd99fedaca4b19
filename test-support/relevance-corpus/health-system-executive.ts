import { unwanted, wanted, wantedPart, type RelevancePerson } from './types';

// Wants hospital finances, staffing and operations; not consumer health tips, research curiosities or drug stocks.
export const healthSystemExecutive: RelevancePerson = {
  id: 'health-system-executive',
  description: 'Daily news on hospital finances and nurse staffing for a health system executive',
  typedTopics: ['hospital', 'nurse staffing'],
  fieldName: 'healthcare',
  hiddenPreference: {
    about: 'hospital money: margins, prices and payments',
    words: [
      'margin',
      'margins',
      'loss',
      'prices',
      'payments',
      'spending',
      'reimbursement',
      'merger',
      'cost',
      'closures',
    ],
  },
  articles: [
    wanted(
      'Hospital operating margins recover to 3% in October',
      'Higher patient volumes and fewer agency staff helped health systems return to profit.',
    ),
    wanted(
      'Nurse staffing shortages force rural hospitals to close beds',
      'Thirty facilities in the Midwest have cut inpatient capacity since the summer.',
    ),
    wanted(
      'Health system cuts travel nurse spending by half',
      'The group says retention bonuses and flexible shifts brought permanent staff back.',
    ),
    wanted(
      'States consider mandatory nurse-to-patient ratios',
      'Unions back the bills, while hospital associations warn of unaffordable costs.',
    ),
    wanted(
      'Hospital merger creates the largest nonprofit system in Texas',
      'The combined group will run 42 hospitals and employ 70,000 people.',
    ),
    wanted(
      'Medicare proposes a 2.6% raise in hospital payments',
      'Hospitals say the increase does not cover wage inflation.',
    ),
    wanted(
      'Emergency department boarding reaches record levels',
      'Patients wait an average of 14 hours for an inpatient bed, a survey of hospitals finds.',
    ),
    wanted(
      'Nurses at three hospitals vote to strike over staffing',
      'The union says wards routinely run with one nurse for eight patients.',
    ),
    wanted(
      'Rural hospital closures hit a decade high',
      'Eighteen facilities shut this year, most citing falling Medicaid reimbursement.',
    ),
    wanted(
      'Health systems turn to virtual nursing to ease workloads',
      'Remote nurses handle admissions and discharges by video, freeing bedside staff.',
    ),
    wanted(
      'Hospital prices rise faster than inflation, report says',
      'Commercial insurers paid 7% more for inpatient stays than a year earlier.',
    ),
    wanted(
      'Agency staffing firms face price caps in two states',
      'Lawmakers say travel nurse agencies charged hospitals up to $200 an hour.',
    ),
    wanted(
      'Academic medical centre posts a $90m operating loss',
      'Labour costs and delayed discharges weighed on the results.',
    ),
    wanted(
      'Hospitals cut elective surgery as flu admissions surge',
      'Several systems have postponed knee and hip operations to free beds.',
    ),
    unwanted(
      'Ten easy ways to sleep better this winter',
      'Doctors recommend cutting caffeine after noon and keeping the bedroom cool.',
    ),
    unwanted(
      'TV hospital drama renewed for a fifth season',
      'The show follows young surgeons at a fictional Chicago hospital.',
    ),
    unwanted('Study links coffee to a longer life', 'Researchers followed 400,000 adults for a decade.'),
    unwanted(
      'Drugmaker shares jump on obesity pill data',
      'Investors cheered weight loss of 12% in the late-stage trial.',
    ),
    unwanted(
      'Nurse sharks spotted off the Florida coast',
      'Divers filmed a group of the docile sharks resting on a reef.',
    ),
    unwanted(
      'Hospital radio station celebrates 50 years on air',
      'Volunteers have played requests for patients since 1975.',
    ),
    unwanted('New fitness tracker measures blood oxygen', 'The wristband costs $199 and lasts a week on one charge.'),
    unwanted(
      'Celebrity chef opens a restaurant in an old hospital building',
      'The Victorian building had stood empty for a decade.',
    ),
    unwanted('Vaccine maker wins approval for a new RSV shot', 'The vaccine is approved for adults over 60.'),
    unwanted(
      'Veterinary hospital treats rescued sea turtle',
      'The turtle had swallowed a fishing hook and is expected to recover.',
    ),
    unwanted(
      'Staffing agency reports strong demand for warehouse workers',
      'The firm placed 12,000 temporary workers for the holiday season.',
    ),
    unwanted(
      'Medical school applications fall for the second year',
      'Fewer graduates are applying as tuition debt rises.',
    ),
    unwanted('Football star leaves hospital after knee surgery', 'The striker is expected to miss three months.'),
    unwanted('Scientists grow tiny livers in the lab', 'The organoids could one day be used to test drugs.'),
    unwanted(
      'Gym chain adds nurse-led health checks',
      'Members can book blood pressure and cholesterol tests at 50 clubs.',
    ),
    unwanted(
      'Hospital car parking charges scrapped for blue badge holders',
      'The change applies at all trust sites from next month.',
    ),
    unwanted('Insurer launches a pet health plan', 'The plan covers vet bills up to £5,000 a year.'),
    // A second day's feed: more of what they want, much of it in their hidden preference, and two more near-misses.
    wanted(
      'Health system reports an operating loss as labour costs rise',
      'Agency staff and overtime pushed expenses 9% higher in the third quarter.',
    ),
    wanted(
      'Two hospital groups agree a merger to cut administrative costs',
      'The combined system will run 14 hospitals and share billing and purchasing.',
    ),
    wanted(
      'Insurers and hospitals clash over reimbursement for emergency care',
      'The dispute leaves patients in the region unsure which hospitals are in network.',
    ),
    wanted(
      'Hospital prices for common procedures vary fivefold, study finds',
      'Researchers compared negotiated rates published under the transparency rule.',
    ),
    wanted(
      'Rural hospital closures leave patients driving an hour for care',
      'Three more facilities closed their inpatient units this year after years of losses.',
    ),
    wanted(
      'Medicaid cuts threaten hospital margins in several states',
      'Lower payments for low-income patients could push safety-net hospitals into deficit.',
    ),
    wanted(
      'Nurses union and hospital agree minimum staffing ratios',
      'The contract sets one nurse for every four patients on medical wards.',
    ),
    wanted(
      'Hospitals turn to international recruitment to fill nursing posts',
      'Health systems hired more nurses from the Philippines and India than in any year before.',
    ),
    wanted(
      'Emergency department waits lengthen as bed occupancy stays high',
      'Patients waited a median of six hours for a ward bed, a hospital association reports.',
    ),
    unwanted(
      'Hospital garden wins a prize at the flower show',
      'Volunteers designed the planting to give patients a quiet place outdoors.',
    ),
    unwanted(
      'Nurse-turned-novelist wins a literary prize',
      'Her debut novel follows three generations of a family in a seaside town.',
    ),
    // A third day: the parts of the field (its technologies, kinds of plant, products) in stories that
    // never use the field's own name, and near-misses from the same industry.
    wantedPart(
      'Emergency departments report record waits as winter admissions surge',
      'One in five patients waited more than 12 hours for a bed last month.',
    ),
    wantedPart(
      'Nurses accept a 5% pay offer at three city hospitals',
      'The deal ends a strike that had postponed 4,000 operations.',
    ),
    wantedPart(
      'Medicaid cuts leave rural clinics facing closure',
      'Clinics serving farm towns say reimbursement no longer covers their costs.',
    ),
    wantedPart(
      'Physician groups merge to gain leverage with insurers',
      'The combined practice will employ 1,200 doctors across four states.',
    ),
    wantedPart(
      'Agency nurse spending falls as trusts hire permanent staff',
      'Trusts spent £1.3bn on temporary staff last year, down a fifth.',
    ),
    wantedPart(
      'Surgery backlogs ease as operating theatres extend their hours',
      'Trusts performed 8% more planned procedures than a year ago.',
    ),
    unwanted('Ten foods that can lower your blood pressure', 'Dietitians recommend leafy greens, beans and oily fish.'),
    unwanted(
      'Drugmaker shares rise on weight-loss pill data',
      'Patients lost 12% of their body weight in a year-long study.',
    ),
    unwanted('Scientists grow a tiny beating heart in the lab', 'The organoid could one day help to test new drugs.'),
  ],
};
