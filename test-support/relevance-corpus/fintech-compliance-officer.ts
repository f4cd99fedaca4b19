import { unwanted, wanted, wantedPart, type RelevancePerson } from './types';

// Wants rules, supervisors and enforcement for payment and fintech firms; not product launches, markets or crypto prices.
export const fintechComplianceOfficer: RelevancePerson = {
  id: 'fintech-compliance-officer',
  description: 'Weekly digest of fintech regulation news for a compliance officer at a payments company',
  typedTopics: ['fintech', 'regulation', 'payments'],
  fieldName: 'financial regulation',
  hiddenPreference: {
    about: 'enforcement: fines, reprimands and settlements',
    words: ['fine', 'fines', 'fined', 'reprimands', 'settles', 'settlement', 'told', 'probe', 'stop'],
  },
  articles: [
    wanted(
      'Fintech regulation tightens in the EU',
      'New rules require payment institutions to safeguard customer funds in separate accounts by next year.',
    ),
    wanted(
      'Payments regulator fines fintech lender £4m',
      'The watchdog found the firm failed to check whether borrowers could afford repayments.',
    ),
    wanted(
      'FCA sets out plans for buy now, pay later rules',
      'Lenders will have to run affordability checks and give customers the right to complain to the ombudsman.',
    ),
    wanted(
      'EU agrees anti-money laundering authority for crypto and payment firms',
      'The new agency will directly supervise the riskiest cross-border institutions from 2028.',
    ),
    wanted(
      'Neobank told to stop onboarding customers after AML failings',
      'The regulator said the bank opened accounts without checking identity documents properly.',
    ),
    wanted(
      'PSD3 draft gives banks more time to fix open banking APIs',
      'Lawmakers extended the deadline for dedicated interfaces after pressure from the industry.',
    ),
    wanted(
      'US CFPB finalises rule on digital wallet oversight',
      'Large technology firms offering payment apps will face the same examinations as banks.',
    ),
    wanted(
      'Stablecoin issuers must hold reserves in cash, says Basel committee',
      'Banks holding stablecoins will face higher capital charges under the proposed standard.',
    ),
    wanted(
      'Payment firms face new fraud reimbursement rules',
      'Providers will have to repay victims of push-payment scams up to £85,000 and split the cost.',
    ),
    wanted(
      'Singapore watchdog reprimands e-money issuer over safeguarding',
      'The firm mixed client money with its own operating funds for six months.',
    ),
    wanted(
      "Regulators probe card schemes' cross-border fees",
      'The competition authority said Visa and Mastercard may have overcharged merchants after Brexit.',
    ),
    wanted(
      'Lender settles KYC case with state regulators',
      'The online lender agreed to pay $2.5m and hire an independent monitor.',
    ),
    wanted(
      'Consultation opens on rules for instant payments verification',
      "Banks must check that the payee's name matches the account before a transfer goes out.",
    ),
    wanted(
      'Fintech licence applications double after sandbox reform',
      'The central bank says faster authorisation has drawn 40 new payment firms to the country.',
    ),
    unwanted(
      'Fintech startup launches a budgeting app for students',
      'The app rounds up purchases and saves the spare change in a separate pot.',
    ),
    unwanted(
      'Payments company reports record quarterly revenue',
      'Transaction volumes grew 30% on holiday shopping, lifting shares 6% after hours.',
    ),
    unwanted(
      'Bitcoin climbs above $90,000 on ETF inflows',
      'Traders pointed to record weekly inflows into US spot funds.',
    ),
    unwanted(
      'Fintech unicorn hires former Google executive as CEO',
      'The founder will become chair and focus on product.',
    ),
    unwanted(
      'Shoppers embrace contactless payments at farmers markets',
      'Stallholders say card readers have boosted sales of small items.',
    ),
    unwanted(
      'Bank opens flagship branch with a coffee shop',
      'The lender hopes the café will draw younger customers back to branches.',
    ),
    unwanted('Stock markets close higher on tech earnings', 'The Nasdaq rose 1.2% as chipmakers beat expectations.'),
    unwanted(
      'Neobank adds travel insurance to premium plan',
      'Subscribers will get cover for lost luggage and delayed flights.',
    ),
    unwanted(
      'Payment terminal maker unveils a solar-powered reader',
      'The device is aimed at market traders and festival vendors.',
    ),
    unwanted(
      'Fintech conference draws 20,000 visitors to Lisbon',
      'Speakers discussed artificial intelligence, embedded finance and the future of cards.',
    ),
    unwanted('Fuel prices fall for the third week', 'Drivers are paying 5p less per litre than a month ago.'),
    unwanted('Housing market cools as mortgage approvals slip', 'Approvals fell to their lowest level in six months.'),
    unwanted(
      'Football club signs a sponsorship deal with a crypto exchange',
      "The exchange's logo will appear on the club's shirts from next season.",
    ),
    unwanted(
      'Payroll startup raises $50m Series B',
      'The company pays contractors in 90 countries and plans to hire 200 engineers.',
    ),
    unwanted(
      'New traffic regulations take effect in city centre',
      'Drivers face fines for entering bus lanes during peak hours.',
    ),
    unwanted(
      'Tech firm rolls out employee payments for gym memberships',
      'Staff can claim up to £40 a month under the new wellbeing benefit.',
    ),
    unwanted('Crypto exchange lists three new tokens', 'Trading in the tokens begins on Monday.'),
    // A second day's feed: more of what they want, much of it in their hidden preference, and two more near-misses.
    wanted(
      'Payments firm fined €3m for weak anti-money-laundering checks',
      'The central bank found the e-money institution failed to monitor high-risk transfers.',
    ),
    wanted(
      'Regulator tells buy now, pay later lender to stop unfair fees',
      'The watchdog ordered the firm to refund late-payment charges to 20,000 customers.',
    ),
    wanted(
      'Crypto exchange settles with US regulator over unregistered lending',
      'The platform will pay $12m and shut its yield product for American customers.',
    ),
    wanted(
      'Neobank fined for failing to report suspicious transactions',
      'The supervisor said the app-based bank filed reports months late in hundreds of cases.',
    ),
    wanted(
      "Watchdog opens probe into payment processor's safeguarding",
      "The regulator is examining whether client money was kept apart from the firm's own funds.",
    ),
    wanted(
      'Open banking provider fined over data-sharing consent failures',
      'Customers were not told clearly which accounts third parties could read, the regulator said.',
    ),
    wanted(
      'EU agrees instant payments rules for all euro-area banks',
      'Banks must offer transfers that arrive within ten seconds at no extra charge.',
    ),
    wanted(
      'Central bank consults on licensing regime for stablecoin issuers',
      'Issuers would need a licence and hold reserves in high-quality liquid assets.',
    ),
    wanted(
      'Regtech startup wins approval to run identity checks for banks',
      'The supervisor approved its digital onboarding service under the new KYC guidelines.',
    ),
    unwanted(
      'Fintech app adds a savings game for teenagers',
      'Users earn badges for putting aside part of their pocket money each week.',
    ),
    unwanted(
      'Payments giant sponsors a football stadium',
      "The company's logo will appear on the ground's roof from next season.",
    ),
    // A third day: the parts of the field (its technologies, kinds of plant, products) in stories that
    // never use the field's own name, and near-misses from the same industry.
    wantedPart(
      'Payments firm fined £4m over weak anti-money-laundering checks',
      'The watchdog found thousands of high-risk customers were onboarded without due diligence.',
    ),
    wantedPart(
      'E-money firms must hold customer funds in segregated accounts from July',
      'The safeguarding rules follow the collapse of two payment companies.',
    ),
    wantedPart(
      'Buy-now-pay-later lenders to face affordability checks',
      'Providers will need a licence and must assess whether borrowers can repay.',
    ),
    wantedPart(
      'Central bank sets out a licensing regime for stablecoin issuers',
      'Issuers will need full reserves and must redeem tokens at par within a day.',
    ),
    wantedPart(
      'Watchdog orders a neobank to stop onboarding high-risk customers',
      'A review found its sanctions screening missed hundreds of alerts.',
    ),
    wantedPart(
      'Open banking standards become mandatory for the largest banks',
      'Lenders must let licensed apps read account data under the new rules by 2027.',
    ),
    unwanted(
      'Payments startup launches a card for freelancers',
      'The card splits each payment into tax and spending pots.',
    ),
    unwanted(
      'Bitcoin climbs above $70,000 as fund inflows return',
      'Traders pointed to record demand for exchange-traded products.',
    ),
    unwanted('Neobank reaches ten million customers', 'The app added two million users in Europe this year.'),
  ],
};
