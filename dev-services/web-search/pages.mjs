// The stand-in's small web: pages on reserved .example domains, written for Synth, so a digest built
// on local services can show real-world examples without reaching the internet.
export const PAGES = [
  {
    url: 'https://energy-cases.example/spain-grid-batteries',
    title: 'How Spain used grid batteries to absorb its solar surplus',
    description:
      'A utility in Valencia added 400 MWh of battery storage beside two solar parks and cut midday curtailment by a third within a year.',
    age: '2026-03-02',
  },
  {
    url: 'https://energy-cases.example/community-solar-cooperative',
    title: 'A village cooperative that owns its solar power',
    description:
      'Two hundred households in Bavaria pooled savings to build a 5 MW solar plant; members now pay 20% less for electricity.',
    age: '2026-01-18',
  },
  {
    url: 'https://energy-cases.example/offshore-wind-port',
    title: 'Offshore wind turned a fishing port into a service hub',
    description:
      'Esbjerg retrained 600 workers to maintain offshore wind turbines as the renewable energy industry grew around its harbour.',
    age: '2025-11-07',
  },
  {
    url: 'https://fintech-cases.example/regional-bank-instant-payments',
    title: 'Instant payments at a regional bank: the first year',
    description:
      'A regional bank moved small-business payments to instant rails; disputes fell 18% and same-day cash improved for 9,000 firms.',
    age: '2026-02-11',
  },
  {
    url: 'https://fintech-cases.example/open-banking-lending',
    title: 'Open banking data shortened loan decisions for small firms',
    description:
      'A lender that reads open banking transaction data approves small-business loans in two days instead of three weeks.',
    age: '2025-12-03',
  },
  {
    url: 'https://ai-cases.example/hospital-triage-model',
    title: 'A hospital tested an AI triage model in its emergency room',
    description:
      'Over six months the model flagged sepsis risk 40 minutes earlier on average; nurses kept the final say on every case. Artificial intelligence assisted, it did not decide.',
    age: '2026-02-27',
  },
  {
    url: 'https://ai-cases.example/customer-support-assistant',
    title: 'An AI assistant in customer support: what changed for agents',
    description:
      'A telecom gave 1,200 support agents an AI drafting assistant; first replies got 25% faster and customer satisfaction held steady.',
    age: '2026-01-09',
  },
  {
    url: 'https://ai-cases.example/machine-learning-demand-forecast',
    title: 'Machine learning forecasts cut food waste at a grocery chain',
    description: 'Store-level machine learning forecasts reduced fresh food waste by 14% across 300 grocery stores.',
    age: '2025-10-21',
  },
  {
    url: 'https://security-cases.example/ransomware-recovery-city',
    title: 'How a city recovered from ransomware without paying',
    description: 'Offline backups and a rehearsed cybersecurity plan let the city restore services in nine days.',
    age: '2026-03-10',
  },
  {
    url: 'https://security-cases.example/passkeys-rollout',
    title: 'A bank replaced passwords with passkeys for 2 million customers',
    description: 'Phishing-related account takeovers dropped 70% after the cybersecurity team rolled out passkeys.',
    age: '2025-12-15',
  },
  {
    url: 'https://mobility-cases.example/electric-bus-fleet',
    title: 'An electric bus fleet one winter later',
    description:
      'Oslo ran 450 electric buses through a cold winter; range fell 20% on the coldest days and schedules held with depot charging.',
    age: '2026-02-02',
  },
  {
    url: 'https://mobility-cases.example/ev-charging-apartments',
    title: 'Electric vehicle charging for apartment blocks',
    description:
      'A housing association fitted shared electric vehicle chargers in 80 car parks and billed each resident through the building app.',
    age: '2025-09-30',
  },
  {
    url: 'https://work-cases.example/four-day-week-trial',
    title: 'A four-day week trial at 60 companies',
    description:
      'Most firms kept the four-day week after the trial; sick days fell and revenue stayed flat. Remote work policies were left unchanged.',
    age: '2025-11-25',
  },
  {
    url: 'https://climate-cases.example/heat-pumps-social-housing',
    title: 'Heat pumps in social housing cut bills and emissions',
    description:
      'Replacing gas boilers with heat pumps in 3,000 flats lowered heating bills 30% and climate emissions by half.',
    age: '2026-01-27',
  },
  {
    url: 'https://marketing-cases.example/newsletter-growth',
    title: 'A local newspaper grew its newsletter to 100,000 readers',
    description:
      'Content marketing through one daily email digest brought subscriptions back to growth at a regional paper.',
    age: '2026-03-05',
  },
];
