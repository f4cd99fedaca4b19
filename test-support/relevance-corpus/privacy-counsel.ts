import { unwanted, wanted, wantedPart, type RelevancePerson } from './types';

// Wants privacy law, data protection enforcement and GDPR cases; not security how-tos, gadget privacy features or unrelated law.
export const privacyCounsel: RelevancePerson = {
  id: 'privacy-counsel',
  description: 'Data privacy law and GDPR enforcement updates for in-house counsel, at 18:30',
  typedTopics: ['privacy', 'GDPR'],
  fieldName: 'data protection',
  hiddenPreference: {
    about: 'fines and court rulings',
    words: ['fine', 'fines', 'fined', 'court', 'sues', 'settlement', 'ruled', 'rules', 'action'],
  },
  articles: [
    wanted(
      'Irish regulator fines social network €1.2bn over data transfers',
      'The data protection commission ruled that transfers to the US broke the GDPR.',
    ),
    wanted(
      'EU court rules that legitimate interest cannot cover ad tracking',
      'Companies will need consent for behavioural advertising, lawyers say.',
    ),
    wanted(
      'California privacy agency opens first enforcement sweep',
      'Connected car makers were asked how they collect and share location data.',
    ),
    wanted(
      'UK data bill passes, loosening cookie consent rules',
      'Analytics cookies will no longer need a banner under the new law.',
    ),
    wanted(
      'Data protection authorities coordinate action on AI training data',
      'Regulators asked model makers to explain how they use personal data scraped from the web.',
    ),
    wanted(
      'Retailer fined for using facial recognition on shoppers',
      'The watchdog said biometric data was processed without a lawful basis.',
    ),
    wanted(
      'EU-US data privacy framework survives first legal challenge',
      "The general court dismissed a French lawmaker's case.",
    ),
    wanted(
      'Health app shared user data with advertisers, FTC says',
      'The company agreed to a $7.8m settlement and a ban on sharing health data.',
    ),
    wanted(
      'India notifies rules under its data protection act',
      'Companies have 18 months to appoint officers and set up consent managers.',
    ),
    wanted(
      'Dutch regulator fines Uber €290m for driver data transfers',
      'Data on European drivers was stored in the US without safeguards.',
    ),
    wanted(
      "Class action over children's data proceeds against app maker",
      'A judge refused to dismiss claims that the app collected data from under-13s.',
    ),
    wanted(
      'Right-of-access requests surge after GDPR anniversary campaign',
      'Companies report a 40% rise in requests for copies of personal data.',
    ),
    wanted(
      'Employee monitoring software draws warning from privacy regulator',
      'Employers must tell staff about keystroke logging and justify it.',
    ),
    wanted(
      'Texas sues carmaker over sale of driving data to insurers',
      'The state says drivers never agreed to share braking and speed records.',
    ),
    unwanted('How to make your phone more private in five steps', 'Turn off ad tracking and review app permissions.'),
    unwanted('New smartphone adds a privacy screen for commuters', 'The display dims when viewed from an angle.'),
    unwanted(
      'Ransomware gang leaks files stolen from a city council',
      'The group posted 200 GB of documents after the council refused to pay.',
    ),
    unwanted(
      'Supreme court hears a case on copyright and sampling',
      'The musicians say the song copied a famous drum break.',
    ),
    unwanted(
      'Celebrity couple sues tabloid over wedding photos',
      'The pair say photographers trespassed on a private estate.',
    ),
    unwanted(
      'Privacy fences: the best plants for a hidden garden',
      'Bamboo and laurel grow fast and stay green all year.',
    ),
    unwanted('Law firm merger creates a 3,000-lawyer practice', 'The combined firm will have offices in 40 cities.'),
    unwanted('Antitrust regulators clear a chipmaker deal', 'The acquisition can go ahead without conditions.'),
    unwanted(
      'Hotel chain offers privacy pods for remote workers',
      'Guests can book the soundproof booths by the hour.',
    ),
    unwanted(
      'Cyber insurance premiums fall for the first time in five years',
      'Insurers say companies have improved their defences.',
    ),
    unwanted('Tax authority sends letters to online sellers', "Marketplaces must now report sellers' income."),
    unwanted(
      'Court orders a bakery to pay damages for a trademark breach',
      'The bakery used a name too close to a national chain.',
    ),
    unwanted('Browser maker adds a built-in VPN', 'The feature is free for all users.'),
    unwanted(
      'Employment tribunal rules in favour of a dismissed driver',
      'The driver was dismissed for refusing extra shifts.',
    ),
    unwanted(
      'Phishing emails pretend to be from the tax office',
      'Recipients are asked to click a link to claim a refund.',
    ),
    unwanted('Royal family asks press to respect privacy during illness', 'The palace gave no further details.'),
    unwanted('Password manager adds passkey support', 'Users can sign in to websites without typing a password.'),
    // A second day's feed: more of what they want, much of it in their hidden preference, and two more near-misses.
    wanted(
      "Irish regulator fines social network \u20ac250m over children's data",
      "The data protection commission found the platform processed minors' data without a lawful basis.",
    ),
    wanted(
      'Court rules that pseudonymised data can still be personal data',
      "The EU's top court said firms must consider who could re-identify the people concerned.",
    ),
    wanted(
      'Consumer group sues tech giant over tracking in a class action',
      'The lawsuit seeks damages for millions of users tracked without valid consent.',
    ),
    wanted(
      'Retailer settles privacy action over loyalty card data',
      'The company will pay $8m and delete purchase histories shared with advertisers.',
    ),
    wanted(
      'Data protection authority fines bank for unlawful credit profiling',
      'The authority said customers were not told how automated decisions were made.',
    ),
    wanted(
      'Appeals court upholds fine against app maker for data transfers',
      'Judges agreed that sending user data to the US breached GDPR transfer rules.',
    ),
    wanted(
      'EU and US agree review of the data privacy framework',
      "Officials will examine how US intelligence agencies handle Europeans' personal data.",
    ),
    wanted(
      'New state privacy law gives consumers the right to delete data',
      'Companies must honour deletion requests within 45 days under the law.',
    ),
    wanted(
      'Regulators publish guidance on consent for AI training data',
      'The guidance explains when companies may reuse personal data to train models.',
    ),
    unwanted(
      'Celebrity wins privacy case against a tabloid',
      "The court found photographs of the actor's home were published without permission.",
    ),
    unwanted('New phone adds a privacy screen for train commuters', 'The display dims when viewed from an angle.'),
    // A third day: the parts of the field (its technologies, kinds of plant, products) in stories that
    // never use the field's own name, and near-misses from the same industry.
    wantedPart(
      'Regulator fines a retailer over facial recognition cameras in its stores',
      'Shoppers were scanned and matched against a watchlist without a lawful basis.',
    ),
    wantedPart(
      'Court rules cookie banners must offer a one-click reject button',
      'Websites that bury the refusal option break consent rules, the judges said.',
    ),
    wantedPart(
      "App maker settles claims it sold users' location histories",
      'The company will delete the records and pay $20m to the trade commission.',
    ),
    wantedPart(
      'New law bans targeted advertising to children under 16',
      'Platforms must switch off profiling for young users by default.',
    ),
    wantedPart(
      'Period-tracking app told to stop sharing logs with advertisers',
      'The watchdog said intimate health information needs explicit consent.',
    ),
    wantedPart(
      'EU and US agree a new framework for transatlantic transfers of personal information',
      'Companies can again send customer records to US servers under certified safeguards.',
    ),
    unwanted('How to set up a password manager', 'Security experts say unique passwords stop most account takeovers.'),
    unwanted(
      'Court upholds a copyright ruling against a music streaming site',
      'The judges said the site owed record labels $30m in royalties.',
    ),
    unwanted('Smart doorbell maker launches a cheaper model', 'The camera records in HD and keeps clips in the cloud.'),
  ],
};
