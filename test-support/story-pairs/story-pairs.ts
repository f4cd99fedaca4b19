// Labelled news for story identity, written for this project: ten synths, each with the topics it
// would have, and the stories its feeds would carry, each told by two or three outlets in their own
// words. Stories in one synth share its topic words by design, and several share an actor (the same
// regulator, carrier or chipmaker doing something else): those are the pairs that must stay apart.
// Every name, figure and event is invented. Pairs: every two articles one synth's feeds carry,
// labelled the same story when they tell the same event; within a synth all articles share its
// topic words, so every different-story pair is a same-topic pair. Plain TypeScript with no
// imports, so the stories bench reads it from Node directly.

/** One outlet's telling: [outlet, headline, lead as the feed gives it]. */
type Telling = [outlet: string, title: string, lead: string];

export interface PairSynth {
  name: string;
  topics: string[];
  /** story id → its tellings. */
  stories: Record<string, Telling[]>;
}

const PAIR_SYNTHS: PairSynth[] = [
  {
    name: 'fintech regulation',
    topics: ['fintech', 'regulation', 'payments'],
    stories: {
      'eu-capital': [
        [
          'Brussels Wire',
          'Fintech regulation tightens in the EU',
          'New payments regulation agreed in Brussels will require fintech firms to hold more capital and report fraud within 24 hours from July 2027.',
        ],
        [
          'Finance Daily',
          'EU lawmakers agree stricter capital rules for payment firms',
          'Payment and e-money firms in the European Union must hold more capital and report fraud within a day under rules agreed on Tuesday, applying from July 2027.',
        ],
        [
          'PayTech News',
          'What the EU deal means for fintechs: more capital, 24-hour fraud reports',
          'The European Union deal struck in Brussels sets higher capital floors for fintechs and a 24-hour deadline to report fraud, starting in July 2027.',
        ],
      ],
      'lender-fine': [
        [
          'Brussels Wire',
          'Payments regulator fines fintech lender',
          "The Payment Systems Regulator fined Lendora £4.2 million for failing to check borrowers' income before approving buy-now-pay-later loans.",
        ],
        [
          'City Ledger',
          'Lendora hit with £4.2m penalty over affordability checks',
          'Buy-now-pay-later provider Lendora must pay £4.2m after the watchdog found it approved loans without checking what customers earned.',
        ],
      ],
      'open-banking': [
        [
          'Finance Daily',
          'UK sets 2026 date for commercial open banking payments',
          'The Joint Regulatory Oversight Committee said banks must support variable recurring payments for utilities and councils by September 2026.',
        ],
        [
          'PayTech News',
          'Variable recurring payments to reach utility bills by September 2026',
          'Households will be able to pay energy and council tax bills through open banking sweeping from September 2026 under a timetable set by the oversight committee.',
        ],
      ],
      'crypto-licence': [
        [
          'City Ledger',
          'Coinvale wins first crypto licence under MiCA in Ireland',
          'The Central Bank of Ireland granted Coinvale a licence to offer crypto custody across 27 countries, the first under the MiCA regime there.',
        ],
        [
          'Brussels Wire',
          'Irish central bank authorises Coinvale for EU-wide crypto custody',
          'Coinvale can now passport its crypto custody service to all 27 EU states after the Central Bank of Ireland approved its application on Wednesday.',
        ],
      ],
      'neobank-probe': [
        [
          'Finance Daily',
          'Regulator opens probe into Monzella over frozen accounts',
          'The Financial Conduct Authority is investigating Monzella after thousands of customers said their accounts were frozen without explanation in October.',
        ],
        [
          'City Ledger',
          'FCA investigates Monzella account freezes',
          'Monzella faces a formal FCA investigation into why about 3,000 accounts were blocked for weeks in October, the neobank confirmed.',
        ],
      ],
      'fca-sandbox': [
        [
          'PayTech News',
          'FCA widens its sandbox to stablecoin payment pilots',
          'The Financial Conduct Authority will let up to 20 firms test sterling stablecoin payments with real customers from March, its chief executive said.',
        ],
        [
          'Finance Daily',
          'Stablecoin firms invited into FCA testing scheme',
          'Up to 20 companies can trial sterling stablecoin payments with live customers from March under an expanded FCA sandbox.',
        ],
      ],
    },
  },
  {
    name: 'logistics',
    topics: ['logistics', 'shipping', 'freight', 'supply chain'],
    stories: {
      'terminal-electric': [
        [
          'Port Journal',
          'Rotterdam opens fully electric container terminal',
          'The Maasvlakte East terminal in Rotterdam began operations with 42 battery-powered straddle carriers and shore power for every berth.',
        ],
        [
          'Freight Weekly',
          'First all-electric box terminal starts work at Maasvlakte',
          "Operators switched on 42 battery straddle carriers and shore power at Rotterdam's new Maasvlakte East terminal on Monday.",
        ],
        [
          'Supply Chain Brief',
          'Battery-powered terminal in Rotterdam handles first ship',
          "A container ship berthed at Maasvlakte East, Rotterdam's electric terminal, where 42 battery carriers move boxes and ships plug into shore power.",
        ],
      ],
      'asia-europe-rates': [
        [
          'Freight Weekly',
          'Asia-Europe container rates jump 18% in a week',
          'Spot rates from Shanghai to Rotterdam rose 18% to $3,450 per forty-foot container as carriers cancelled sailings before the Lunar New Year.',
        ],
        [
          'Supply Chain Brief',
          'Spot rates Shanghai-Rotterdam climb to $3,450 per FEU',
          'Blank sailings ahead of Lunar New Year pushed the Shanghai to Rotterdam spot rate up 18 percent to $3,450 per forty-foot box.',
        ],
      ],
      'maersk-alliance': [
        [
          'Port Journal',
          'Maersk and Hapag-Lloyd add Gdansk to Gemini network',
          'The Gemini partners will call at Gdansk weekly from April, giving Poland a direct service from Asia.',
        ],
        [
          'Freight Weekly',
          'Gdansk gets direct Asia call as Gemini alliance expands',
          'A weekly Gemini service by Maersk and Hapag-Lloyd will add Gdansk from April, the first direct Asia call for the Polish port.',
        ],
      ],
      'maersk-profit': [
        [
          'Supply Chain Brief',
          'Maersk profit falls 40% as rates ease',
          'Maersk reported third-quarter operating profit of $1.9 billion, down 40 percent, and warned that overcapacity will weigh on 2027.',
        ],
        [
          'Port Journal',
          'Overcapacity warning as Maersk Q3 earnings drop to $1.9bn',
          'Danish carrier Maersk said quarterly operating profit fell to $1.9bn and new ships entering service would keep pressure on rates in 2027.',
        ],
      ],
      'drone-pharmacy': [
        [
          'Supply Chain Brief',
          'Drones start delivering medicines to Scottish island pharmacies',
          'Skyrelay began daily drone flights carrying prescriptions from Oban to pharmacies on Mull and Islay, cutting delivery times from two days to 40 minutes.',
        ],
        [
          'Freight Weekly',
          'Skyrelay drone service links Oban with island pharmacies',
          'Prescriptions now reach pharmacies on Mull and Islay in 40 minutes by drone from Oban instead of two days by ferry, operator Skyrelay said.',
        ],
      ],
      'warehouse-robots': [
        [
          'Port Journal',
          'Warehouse robot maker Stackwise raises $120 million',
          'Stackwise, which builds robots that pick items from shelving, raised $120 million led by Northgate Capital to expand in Europe.',
        ],
        [
          'Supply Chain Brief',
          'Stackwise lands $120m round for picking robots',
          'Northgate Capital led a $120m investment in Stackwise, whose shelf-picking robots work in 60 warehouses, to fund its European expansion.',
        ],
      ],
    },
  },
  {
    name: 'renewable energy',
    topics: ['renewable energy', 'solar', 'wind power'],
    stories: {
      'offshore-auction': [
        [
          'Energy Desk',
          'UK auction awards 9 GW of offshore wind contracts',
          "The government's latest auction awarded contracts for difference to 9 gigawatts of offshore wind at a strike price of £58 per megawatt hour.",
        ],
        [
          'Grid Report',
          'Offshore wind wins record 9GW in contracts for difference round',
          'Developers secured 9GW of offshore wind capacity at £58/MWh in the allocation round results published on Thursday.',
        ],
      ],
      'solar-tariff': [
        [
          'Grid Report',
          'US extends tariffs on solar panels from four countries',
          'The Commerce Department extended duties on solar cells from Cambodia, Malaysia, Thailand and Vietnam for another two years.',
        ],
        [
          'Clean Tech Post',
          'Solar import duties on Southeast Asian cells stay for two more years',
          'Commerce officials kept tariffs on cells made in Cambodia, Malaysia, Thailand and Vietnam, frustrating US installers who rely on imports.',
        ],
      ],
      'orsted-writedown': [
        [
          'Energy Desk',
          'Ørsted writes down $2.1 billion on US wind projects',
          'Danish developer Ørsted took a $2.1 billion impairment on two US offshore wind farms, citing higher interest rates and supply delays.',
        ],
        [
          'Clean Tech Post',
          'Higher rates force $2.1bn Ørsted impairment',
          'Ørsted said delays at suppliers and higher interest rates cut the value of two American offshore projects by $2.1bn.',
        ],
      ],
      'orsted-hornsea': [
        [
          'Grid Report',
          'Ørsted starts building Hornsea 4 after final investment decision',
          'Ørsted took the final investment decision on the 2.4 GW Hornsea 4 wind farm off Yorkshire, with first power expected in 2029.',
        ],
        [
          'Energy Desk',
          'Go-ahead for 2.4GW Hornsea 4 off the Yorkshire coast',
          'Construction of Hornsea 4 will begin next year after Ørsted approved the investment; the 2.4GW project should generate first power in 2029.',
        ],
      ],
      'community-solar': [
        [
          'Clean Tech Post',
          'Village co-operative switches on 5 MW solar farm in Devon',
          'Residents of Ashwater in Devon own the 5 megawatt solar farm that went live on Friday and will share its income through a community fund.',
        ],
        [
          'Grid Report',
          "Ashwater residents' solar farm begins generating",
          'A 5MW community-owned solar park in Ashwater, Devon, started exporting power, with profits going to a local fund.',
        ],
      ],
      'battery-record': [
        [
          'Energy Desk',
          'Batteries supply a record 14% of California peak demand',
          "Grid batteries delivered 14 percent of California's evening peak on Tuesday, storing midday solar for after sunset, grid operator CAISO said.",
        ],
        [
          'Clean Tech Post',
          'CAISO: storage met 14% of evening peak, a new record',
          "California's grid operator said batteries charged on midday solar covered a record 14% of demand at the evening peak.",
        ],
      ],
    },
  },
  {
    name: 'AI in healthcare',
    topics: ['artificial intelligence', 'AI', 'healthcare', 'hospitals'],
    stories: {
      'nhs-radiology': [
        [
          'Health Tech Today',
          'NHS to use AI to read chest X-rays in 40 hospitals',
          'NHS England will roll out software from Lumira that flags suspected lung cancer on chest X-rays in 40 hospital trusts from January.',
        ],
        [
          'Clinical Times',
          'Lumira X-ray software chosen for lung cancer triage across 40 trusts',
          "Forty NHS trusts will use Lumira's algorithm to prioritise chest X-rays that may show lung cancer, starting in January.",
        ],
      ],
      'fda-sepsis': [
        [
          'Clinical Times',
          'FDA clears AI tool that predicts sepsis in emergency rooms',
          'The US Food and Drug Administration cleared Sepsara, an algorithm that warns clinicians of likely sepsis up to six hours early.',
        ],
        [
          'MedDevice Wire',
          'Sepsara gets FDA clearance for early sepsis warnings',
          'Sepsara can alert emergency staff up to six hours before sepsis is diagnosed, and may now be sold in the United States after FDA clearance.',
        ],
      ],
      'lumira-funding': [
        [
          'MedDevice Wire',
          'Lumira raises $85 million to expand beyond radiology',
          'Lumira, known for its X-ray software, raised $85 million from Helix Ventures to build tools for pathology slides.',
        ],
        [
          'Health Tech Today',
          'Helix Ventures leads $85m round in Lumira',
          'The $85m investment will take Lumira from chest X-rays into digital pathology, the company said.',
        ],
      ],
      'scribe-study': [
        [
          'Clinical Times',
          'AI scribes cut GP paperwork by an hour a day, study finds',
          'A trial in 12 practices in Leeds found ambient note-taking software saved GPs an average of 62 minutes a day without more errors.',
        ],
        [
          'Health Tech Today',
          'Leeds trial: ambient scribes save doctors 62 minutes daily',
          'Doctors at 12 Leeds practices spent 62 fewer minutes a day on notes when software listened to consultations, researchers reported.',
        ],
      ],
      'hospital-outage': [
        [
          'MedDevice Wire',
          'Hospital diagnostic algorithm pulled after errors in Denmark',
          'Region Zealand suspended a stroke-detection algorithm at five hospitals after it missed bleeds on 14 brain scans.',
        ],
        [
          'Clinical Times',
          'Danish region halts stroke AI after missed brain bleeds',
          'Five hospitals in Region Zealand stopped using software that flags strokes on CT scans after 14 bleeds went undetected.',
        ],
      ],
    },
  },
  {
    name: 'cybersecurity',
    topics: ['cybersecurity', 'ransomware', 'data breach', 'hackers'],
    stories: {
      'council-ransomware': [
        [
          'Security Ledger',
          'Ransomware attack shuts down Harrowgate council services',
          'Harrowgate Borough Council took its website, payments and housing systems offline after a ransomware attack on Sunday night.',
        ],
        [
          'Local Gov News',
          'Harrowgate residents unable to pay bills after cyber attack',
          "Council tax payments and housing repairs in Harrowgate are on hold after criminals encrypted the borough council's servers over the weekend.",
        ],
      ],
      'airline-breach': [
        [
          'Security Ledger',
          'Skyline Airways says hackers stole 2.3 million passenger records',
          'Skyline Airways said names, passport numbers and travel dates of 2.3 million passengers were taken from a booking partner in September.',
        ],
        [
          'Travel Trade Wire',
          'Passport details of 2.3m Skyline passengers exposed',
          'A breach at a booking contractor exposed passport numbers of 2.3 million Skyline Airways customers, the carrier disclosed on Friday.',
        ],
      ],
      takedown: [
        [
          'Cyber Brief',
          'Police take down LockNest ransomware gang servers',
          'Europol and police in nine countries seized 34 servers used by the LockNest ransomware group and arrested two suspects in Kyiv.',
        ],
        [
          'Security Ledger',
          'Europol operation dismantles LockNest infrastructure',
          'Thirty-four servers were seized and two people arrested in Kyiv in a Europol-led operation against the LockNest gang.',
        ],
      ],
      'locknest-hospital': [
        [
          'Cyber Brief',
          'LockNest claims attack on Bremen hospital group',
          'The LockNest gang listed Klinikum Bremen on its leak site and demanded payment, a week after a cyberattack disrupted emergency admissions.',
        ],
        [
          'Health IT Report',
          'Bremen hospitals divert ambulances after LockNest attack',
          'Klinikum Bremen diverted ambulances for three days; the LockNest group has since claimed responsibility and threatened to publish patient files.',
        ],
      ],
      'patch-tuesday': [
        [
          'Cyber Brief',
          'Microsoft fixes exploited Windows flaw in November update',
          'Microsoft patched 63 vulnerabilities including CVE-2026-41022, a Windows kernel bug already used by attackers to gain system rights.',
        ],
        [
          'Security Ledger',
          'CVE-2026-41022 under attack: patch Windows now',
          'The November Patch Tuesday release closes 63 holes; one of them, CVE-2026-41022 in the Windows kernel, is being exploited.',
        ],
      ],
    },
  },
  {
    name: 'electric vehicles',
    topics: ['electric vehicles', 'EV', 'batteries', 'charging'],
    stories: {
      'gigafactory-sunderland': [
        [
          'Auto Insider',
          'Envolt confirms second gigafactory in Sunderland',
          'Battery maker Envolt will build a 15 GWh plant next to its first factory in Sunderland, creating 1,000 jobs by 2028.',
        ],
        [
          'North East Business',
          '1,000 jobs as Envolt expands Sunderland battery site',
          "Envolt's second battery plant in Sunderland will make 15 gigawatt hours of cells a year and employ 1,000 people by 2028.",
        ],
      ],
      'charging-fines': [
        [
          'Auto Insider',
          'Charge point operators face fines for broken chargers',
          'Operators must keep rapid chargers working 99% of the time or face fines of up to £10,000 per site, under rules taking effect in April.',
        ],
        [
          'Fleet News Daily',
          '99% reliability rule for rapid chargers from April',
          'From April, companies running rapid charge points must hit 99 percent uptime, with penalties up to £10,000 a site.',
        ],
      ],
      'solid-state': [
        [
          'Battery Review',
          'Quantec shows solid-state cell that charges in 12 minutes',
          'Quantec said its solid-state battery cell charged from 10 to 80 percent in 12 minutes and kept 90 percent of capacity after 1,000 cycles.',
        ],
        [
          'Auto Insider',
          'Quantec solid-state battery reaches 80% in 12 minutes in tests',
          'In tests, the Quantec cell kept 90% of its capacity after 1,000 charging cycles and filled from 10% to 80% in 12 minutes.',
        ],
      ],
      'envolt-recall': [
        [
          'Fleet News Daily',
          'Envolt recalls 8,000 battery packs over fire risk',
          'Envolt is recalling 8,000 packs supplied to two van makers after a welding fault was linked to three fires.',
        ],
        [
          'Battery Review',
          'Welding fault prompts Envolt pack recall',
          'Three fires in delivery vans were traced to a welding defect, and Envolt will replace 8,000 packs.',
        ],
      ],
      'ev-sales-norway': [
        [
          'Auto Insider',
          'Electric cars reach 97% of new sales in Norway',
          'Almost 97 percent of new cars registered in Norway in October were fully electric, the road traffic council said.',
        ],
        [
          'Nordic Motor',
          "Norway: only 3% of October's new cars burn fuel",
          'Fully electric models took 97% of Norwegian registrations in October, leaving petrol and diesel cars at a record low.',
        ],
      ],
    },
  },
  {
    name: 'commercial real estate',
    topics: ['commercial real estate', 'office', 'property'],
    stories: {
      'canary-tower': [
        [
          'Property Week Online',
          'Canary Wharf tower sold at 45% discount',
          'The 30-storey office tower at 20 Harbour Square sold for £310 million, about 45 percent less than its 2019 price.',
        ],
        [
          'City Estates',
          '20 Harbour Square changes hands for £310m',
          'A buyer paid £310m for the 30-storey block at 20 Harbour Square in Canary Wharf, roughly 45% below what it fetched in 2019.',
        ],
      ],
      'office-conversion': [
        [
          'City Estates',
          'Manchester approves conversion of empty offices into 400 flats',
          'Manchester City Council approved plans to turn Kingsway House, empty since 2022, into 400 flats.',
        ],
        [
          'Northern Property',
          'Kingsway House to become 400 homes',
          'Planners in Manchester backed the conversion of the vacant Kingsway House office building into 400 apartments.',
        ],
      ],
      'reit-merger': [
        [
          'Property Week Online',
          'Landmere and Corbel agree £2.4 billion REIT merger',
          'Landmere and Corbel will merge into a £2.4 billion real estate investment trust owning 140 logistics and office assets.',
        ],
        [
          'City Estates',
          'Corbel shareholders back tie-up with Landmere',
          'The all-share deal joining Corbel and Landmere creates a £2.4bn REIT with 140 buildings.',
        ],
      ],
      'vacancy-report': [
        [
          'Northern Property',
          'London office vacancy hits 10.2%, highest in 20 years',
          'Vacancy in central London offices rose to 10.2 percent in the third quarter, the highest since 2005, broker Calloway said.',
        ],
        [
          'Property Week Online',
          'Calloway: central London vacancy at 10.2% in Q3',
          'Broker Calloway said 10.2% of central London office space stood empty in the third quarter, a level last seen in 2005.',
        ],
      ],
      'landmere-sale': [
        [
          'City Estates',
          'Landmere sells Birmingham offices to fund debt cut',
          'Landmere sold three Birmingham office buildings for £96 million to Arden Capital and will use the money to repay loans.',
        ],
        [
          'Northern Property',
          'Arden Capital buys three Landmere office blocks for £96m',
          "Arden Capital paid £96m for Landmere's Birmingham offices; Landmere said the proceeds would reduce its debt.",
        ],
      ],
    },
  },
  {
    name: 'agriculture',
    topics: ['agriculture', 'farming', 'farmers', 'food prices'],
    stories: {
      'cocoa-price': [
        [
          'Commodities Today',
          'Cocoa prices hit record above $12,000 a tonne',
          'Cocoa futures in New York rose above $12,000 a tonne for the first time as heavy rain cut harvests in Ivory Coast and Ghana.',
        ],
        [
          'Farm Gazette',
          'West African rains push cocoa to $12,000',
          'Poor harvests in Ghana and Ivory Coast after weeks of rain sent New York cocoa futures past $12,000 per tonne.',
        ],
      ],
      'bird-flu': [
        [
          'Farm Gazette',
          'Bird flu found at Norfolk turkey farm',
          'Avian influenza was confirmed at a turkey farm near Attleborough in Norfolk and all 27,000 birds will be culled.',
        ],
        [
          'Rural News Network',
          '27,000 turkeys culled after avian flu case near Attleborough',
          'Officials set up a 3km protection zone around the Norfolk farm where the H5N1 strain was confirmed on Wednesday.',
        ],
      ],
      'subsidy-reform': [
        [
          'Rural News Network',
          'Farmers to be paid for hedgerows under new scheme',
          'The environment department will pay farmers £10 per 100 metres of hedgerow managed for wildlife under the sustainable farming incentive.',
        ],
        [
          'Farm Gazette',
          'Hedgerow payments of £10 per 100m added to farming incentive',
          'Farmers in England can claim £10 for every 100 metres of hedgerow they manage for birds and insects, the department said.',
        ],
      ],
      'wheat-harvest': [
        [
          'Commodities Today',
          'UK wheat harvest falls 20% after wet spring',
          'The UK wheat harvest fell about 20 percent to 11.1 million tonnes, the smallest since 2020, after a wet spring delayed planting.',
        ],
        [
          'Rural News Network',
          'Smallest wheat crop since 2020 at 11.1m tonnes',
          "Official figures put England's and Scotland's wheat harvest at 11.1 million tonnes, down a fifth, as rain kept farmers off fields in spring.",
        ],
      ],
      'tractor-autonomy': [
        [
          'Farm Gazette',
          'Driverless tractors get go-ahead on UK farms',
          'Agritrak received approval to run its autonomous tractor on 50 farms in Lincolnshire without a driver in the cab.',
        ],
        [
          'Commodities Today',
          'Agritrak autonomous tractor approved for Lincolnshire trial',
          "Fifty Lincolnshire farms can use Agritrak's driverless tractor after regulators approved the machine.",
        ],
      ],
    },
  },
  {
    name: 'semiconductors',
    topics: ['semiconductors', 'chips', 'chipmakers'],
    stories: {
      'fab-arizona': [
        [
          'Chip Weekly',
          'Veritron delays Arizona fab to 2028',
          'Veritron pushed back production at its $40 billion Arizona chip plant to 2028, citing a shortage of skilled workers.',
        ],
        [
          'Tech Markets',
          "Worker shortage delays Veritron's $40bn Arizona plant",
          'The Arizona factory will not start making chips until 2028, two years late, Veritron said, blaming a lack of trained technicians.',
        ],
      ],
      'export-controls': [
        [
          'Tech Markets',
          'Netherlands tightens export rules on chipmaking tools',
          'The Dutch government will require licences to export deep ultraviolet lithography machines to China from January.',
        ],
        [
          'Chip Weekly',
          'Dutch licence requirement for DUV lithography exports from January',
          'Exports of deep ultraviolet lithography tools from the Netherlands to China will need a licence starting in January, The Hague said.',
        ],
      ],
      'veritron-earnings': [
        [
          'Chip Weekly',
          'Veritron revenue jumps 35% on AI demand',
          'Veritron reported quarterly revenue of $26 billion, up 35 percent, as data centre customers bought accelerators.',
        ],
        [
          'Tech Markets',
          'AI accelerators lift Veritron sales to $26bn',
          'Quarterly sales at Veritron rose 35% to $26bn, driven by orders for AI accelerator chips from cloud companies.',
        ],
      ],
      'memory-prices': [
        [
          'Tech Markets',
          'Memory chip prices rise for third straight month',
          'Contract prices for DRAM rose 8 percent in October, the third monthly increase, as suppliers cut output, researcher Trendline said.',
        ],
        [
          'Chip Weekly',
          'Trendline: DRAM contract prices up 8% in October',
          'DRAM makers raised contract prices by 8% in October after trimming production, extending the rise to three months.',
        ],
      ],
      'uk-chip-startup': [
        [
          'Tech Markets',
          'Bristol chip designer Photonex raises £50 million',
          'Photonex, which designs optical chips for data centres, raised £50 million in a round led by the National Wealth Fund.',
        ],
        [
          'Chip Weekly',
          'National Wealth Fund backs Photonex with £50m',
          'Optical chip start-up Photonex in Bristol secured £50m, with the National Wealth Fund leading the investment.',
        ],
      ],
    },
  },
  {
    name: 'retail',
    topics: ['retail', 'retailers', 'e-commerce', 'shoppers'],
    stories: {
      'black-friday': [
        [
          'Retail Gazette Online',
          'Black Friday footfall down 6% on high streets',
          'Visits to UK high streets on Black Friday fell 6 percent from last year while online sales rose, data from Footcount showed.',
        ],
        [
          'Shop Floor News',
          'Footcount: fewer shoppers on high streets this Black Friday',
          'High street footfall dropped 6% year on year on Black Friday as more people bought online, according to Footcount.',
        ],
      ],
      'store-closures': [
        [
          'Shop Floor News',
          "Hartwell's to close 45 stores and cut 900 jobs",
          "Department store chain Hartwell's will close 45 of its 120 shops by March, putting 900 jobs at risk.",
        ],
        [
          'Retail Gazette Online',
          "900 jobs at risk as Hartwell's shuts 45 shops",
          "Hartwell's said 45 stores will close by March under a restructuring plan approved by its lenders.",
        ],
      ],
      'hartwells-sale': [
        [
          'Retail Gazette Online',
          "Hartwell's sold to Mercer Group for £1",
          "Mercer Group bought Hartwell's for a nominal £1 and promised to keep its flagship store on Oxford Street open.",
        ],
        [
          'Shop Floor News',
          "Mercer takes over Hartwell's, keeps Oxford Street flagship",
          "Hartwell's has a new owner: Mercer Group paid £1 for the chain and said the Oxford Street store would stay.",
        ],
      ],
      'marketplace-fees': [
        [
          'E-commerce Times',
          'Marketplace Shopora raises seller fees to 15%',
          'Shopora will charge sellers 15 percent of each sale from February, up from 12 percent, to fund faster delivery.',
        ],
        [
          'Retail Gazette Online',
          'Sellers on Shopora face 15% commission from February',
          "Shopora's commission on marketplace sales will rise from 12% to 15% in February, the company told sellers.",
        ],
      ],
      'returns-charge': [
        [
          'E-commerce Times',
          'Fashion retailer Velour starts charging £1.99 for online returns',
          'Velour will charge customers £1.99 to return online orders by post, joining rivals that have ended free returns.',
        ],
        [
          'Shop Floor News',
          'Velour ends free returns with £1.99 fee',
          'Customers returning Velour orders by post will pay £1.99, the fashion chain said, while returns in store stay free.',
        ],
      ],
    },
  },
];

/** Synths whose pairs the threshold never sees while it is chosen: the held-out check. */
const HELD_OUT_SYNTHS = ['cybersecurity', 'commercial real estate', 'retail'];

export interface PairArticle {
  id: string;
  story: string;
  source: string;
  title: string;
  description: string;
  canonicalUrl: string;
}

export interface StoryPair {
  synth: PairSynth;
  a: PairArticle;
  b: PairArticle;
  sameStory: boolean;
}

/** A synth's articles as a run reads them: each at its own address. */
export function articlesOf(synth: PairSynth): PairArticle[] {
  return Object.entries(synth.stories).flatMap(([story, tellings]) =>
    tellings.map(([source, title, description], i) => ({
      id: `${story}-${i}`,
      story,
      source,
      title,
      description,
      canonicalUrl: `https://${source.toLowerCase().replace(/[^a-z]+/g, '-')}.example/${story}-${i}`,
    })),
  );
}

export function pairsOf(synth: PairSynth): StoryPair[] {
  const articles = articlesOf(synth);
  return articles.flatMap((a, i) =>
    articles.slice(i + 1).map((b) => ({ synth, a, b, sameStory: a.story === b.story })),
  );
}

/** The synths used to choose the threshold, and those held out to check it. */
export const CALIBRATION_SYNTHS = PAIR_SYNTHS.filter((s) => !HELD_OUT_SYNTHS.includes(s.name));
export const HOLDOUT_SYNTHS = PAIR_SYNTHS.filter((s) => HELD_OUT_SYNTHS.includes(s.name));
