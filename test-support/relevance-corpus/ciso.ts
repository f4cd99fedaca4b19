import { unwanted, wanted, wantedPart, type RelevancePerson } from './types';

// Wants attacks, breaches and vulnerabilities that affect companies; not consumer tips, games or physical security.
export const ciso: RelevancePerson = {
  id: 'ciso',
  description: 'Ransomware and cybersecurity incidents for a CISO, every morning at 7am',
  typedTopics: ['ransomware', 'breach', 'cybersecurity'],
  fieldName: 'cybersecurity',
  hiddenPreference: {
    about: 'ransomware and extortion',
    words: ['ransomware', 'ransom', 'extortion', 'encrypted', 'lockbit', 'leak'],
  },
  articles: [
    wanted(
      'Ransomware attack halts production at a Belgian brewery',
      'Systems were encrypted overnight and the brewer switched to manual processes.',
    ),
    wanted(
      'Hospital group confirms data breach affecting 1.2m patients',
      'Attackers accessed names, dates of birth and insurance numbers.',
    ),
    wanted(
      'Critical flaw in VPN appliances exploited in the wild',
      'The vendor released a patch as attackers targeted government networks.',
    ),
    wanted('Extortion gang claims theft of airline passenger records', 'The group published samples on its leak site.'),
    wanted(
      'Cloud storage misconfiguration exposes 3 million customer files',
      'A researcher found the unprotected bucket belonging to a car rental firm.',
    ),
    wanted(
      'CISA adds file-transfer software bug to known exploited list',
      'Federal agencies have three weeks to patch.',
    ),
    wanted(
      'Supply-chain attack slips malware into a popular npm package',
      "The compromised version stole credentials from developers' machines.",
    ),
    wanted(
      'Retailer takes payment systems offline after intrusion',
      'The company said card data may have been skimmed for two months.',
    ),
    wanted(
      'Insurers tighten cyber cover after wave of hacks',
      'Policies now require multi-factor authentication and offline backups.',
    ),
    wanted(
      'Police take down LockBit infrastructure',
      'Investigators seized servers and released decryption keys for victims.',
    ),
    wanted(
      'SEC charges company over misleading statements about a hack',
      'Regulators say the firm knew of the intrusion weeks before disclosing it.',
    ),
    wanted(
      'Phishing campaign targets finance staff with fake invoices',
      'Attackers impersonated suppliers to redirect payments.',
    ),
    wanted(
      'Zero-day in email server used to spy on governments',
      'The flaw allowed attackers to read mailboxes without a password.',
    ),
    wanted('Manufacturer pays $4m ransom to restore systems', 'The payment was disclosed in a filing with regulators.'),
    unwanted('Bank robbery suspect arrested after car chase', 'Police recovered the stolen cash.'),
    unwanted('Video game about hacking tops the charts', "Players break into a fictional corporation's network."),
    unwanted('Stadium security tightened before the final', 'Fans face bag searches and metal detectors.'),
    unwanted('How to choose a strong password for your email', 'Use a long phrase and never reuse it.'),
    unwanted('Dam breach floods villages in the valley', 'Hundreds of residents were evacuated overnight.'),
    unwanted(
      'Security guard firm wins a contract at the airport',
      'The company will employ 300 staff at the terminals.',
    ),
    unwanted('Tech company announces a new laptop with a fingerprint reader', 'The laptop goes on sale next week.'),
    unwanted(
      'Contract breach lawsuit against a football agent dismissed',
      'The judge found no evidence of a binding agreement.',
    ),
    unwanted('Social security payments to rise by 3%', 'The increase takes effect in January.'),
    unwanted('Spy thriller series wins best drama award', 'The show follows an MI5 agent hunting a mole.'),
    unwanted('National security adviser visits Beijing', 'Talks focused on trade and military communication.'),
    unwanted('Home security cameras on sale this weekend', 'Prices are down by up to 40%.'),
    unwanted('Chipmaker unveils a faster AI processor', 'The chip doubles performance per watt.'),
    unwanted(
      'Hackathon draws students to build climate apps',
      'The winning team built an app that tracks household emissions.',
    ),
    unwanted('Border security bill passes the senate', 'The bill funds more agents and surveillance towers.'),
    unwanted('Software company raises prices for cloud subscriptions', 'Customers will pay 10% more from March.'),
    unwanted('Ethical hacker turned author publishes a memoir', 'The book recounts her years on a bug bounty team.'),
    // A second day's feed: more of what they want, much of it in their hidden preference, and two more near-misses.
    wanted(
      'Ransomware gang leaks data stolen from a hospital chain',
      'The group published patient records after the operator refused to pay the ransom.',
    ),
    wanted(
      'Manufacturer halts production after ransomware encrypts its servers',
      'Plants in three countries stopped while the company restores systems from backups.',
    ),
    wanted(
      'LockBit affiliate arrested in a joint police operation',
      "Investigators seized servers used to host the group's extortion site.",
    ),
    wanted(
      'Ransom payments fell last year as more victims refused to pay',
      'Companies with tested backups were far less likely to pay, an incident responder says.',
    ),
    wanted(
      'City council systems offline after ransomware attack',
      "Residents cannot pay bills online while the council's networks are encrypted.",
    ),
    wanted(
      "Double extortion: gangs now threaten to call victims' customers",
      'Attackers who steal data increasingly contact clients directly to press for payment.',
    ),
    wanted(
      'Critical flaw in VPN appliances exploited in the wild',
      'The vendor urged customers to patch after attackers used the bug to break into networks.',
    ),
    wanted(
      'Airline discloses breach of its customer database',
      'Attackers copied names and booking details of 2 million passengers.',
    ),
    wanted(
      'Phishing campaign targets finance teams with fake invoices',
      'Security researchers say the attackers used stolen email threads to look legitimate.',
    ),
    unwanted(
      'Video game adds a hacking mini-game',
      "Players break into a fictional bank's vault in the new expansion.",
    ),
    unwanted('Security guards strike at shopping centres', 'The guards are demanding higher pay for night shifts.'),
    // A third day: the parts of the field (its technologies, kinds of plant, products) in stories that
    // never use the field's own name, and near-misses from the same industry.
    wantedPart(
      'Hackers exploit a zero-day flaw in a popular VPN appliance',
      'Attackers have broken into hundreds of corporate networks since the bug was disclosed.',
    ),
    wantedPart(
      'Gang leaks stolen files from a logistics firm after ransom talks fail',
      'The criminals published contracts and staff passports on their leak site.',
    ),
    wantedPart(
      'Phishing campaign targets finance staff with fake invoices',
      'The emails impersonate suppliers and have stolen $40m, the FBI says.',
    ),
    wantedPart(
      'Software maker issues an emergency patch for an actively exploited bug',
      'Administrators are urged to update their servers within 48 hours.',
    ),
    wantedPart(
      'Police take down a botnet of hijacked routers',
      'The network of 200,000 devices was used for denial-of-service attacks.',
    ),
    wantedPart(
      "Airline's customer records stolen in an attack on its booking system",
      'Names, passport numbers and card details of 9 million passengers were taken.',
    ),
    unwanted('Bank robbers jailed after a tunnel heist', 'The gang dug 30 metres under the street to reach the vault.'),
    unwanted('Video game studio delays its hacking thriller', 'The open-world game will now come out next spring.'),
    unwanted('Ten tips to keep your phone safe from scammers', 'Never share one-time codes, and update your apps.'),
  ],
};
