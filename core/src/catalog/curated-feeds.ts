// The curated RSS/Atom catalogue behind "Browse RSS Feed Categories": real feeds from
// reputable publishers, grouped into the seven professional categories. Publishers move feeds now
// and then; the feed validator (POST /api/synths/validate/rss) is the runtime check, this list is
// the starting point. Ids are stable slugs so clients can keep references.

export const FEED_CATEGORIES = [
  'Management Consulting',
  'IT & Digital Transformation',
  'Healthcare',
  'Financial Services',
  'Human Resources',
  'Environmental',
  'Legal',
] as const;

export type FeedCategory = (typeof FEED_CATEGORIES)[number];

export interface CatalogFeed {
  id: string;
  title: string;
  url: string;
  description: string;
  category: FeedCategory;
}

type Entry = [id: string, title: string, url: string, description: string];

const BY_CATEGORY: Record<FeedCategory, Entry[]> = {
  'Management Consulting': [
    ['mit-sloan-management-review', 'MIT Sloan Management Review', 'https://sloanreview.mit.edu/feed/', 'Research-based articles on strategy, leadership, innovation and organisational change from MIT Sloan.'],
    ['knowledge-at-wharton', 'Knowledge at Wharton', 'https://knowledge.wharton.upenn.edu/feed/', 'Business analysis and faculty research from the Wharton School on strategy, management and markets.'],
    ['fast-company', 'Fast Company', 'https://www.fastcompany.com/latest/rss', 'Business innovation, leadership, workplace and design news.'],
    ['forbes-business', 'Forbes Business', 'https://www.forbes.com/business/feed/', 'Corporate strategy, deals, executives and company news from Forbes.'],
    ['fortune', 'Fortune', 'https://fortune.com/feed/fortune-feeds/?id=3230629', 'Fortune 500 companies, CEOs, leadership and business strategy news.'],
    ['inc', 'Inc.', 'https://www.inc.com/rss/', 'Growth strategy, operations and leadership advice for growing companies.'],
    ['the-economist-business', 'The Economist: Business', 'https://www.economist.com/business/rss.xml', 'Analysis of corporate strategy, industries and management from The Economist.'],
    ['the-conversation-business', 'The Conversation: Business + Economy', 'https://theconversation.com/global/business/articles.atom', 'Academic experts write on management, economics, strategy and the future of work.'],
    ['supply-chain-dive', 'Supply Chain Dive', 'https://www.supplychaindive.com/feeds/news/', 'Operations, procurement, logistics and supply chain strategy news.'],
    ['management-consulted', 'Management Consulted', 'https://managementconsulted.com/feed/', 'Consulting industry news, firm insights and consulting careers.'],
  ],
  'IT & Digital Transformation': [
    ['cio', 'CIO', 'https://www.cio.com/feed/', 'IT leadership, digital transformation, enterprise architecture and technology strategy for CIOs.'],
    ['computerworld', 'Computerworld', 'https://www.computerworld.com/feed/', 'Enterprise IT, software, cloud and workplace technology news.'],
    ['infoworld', 'InfoWorld', 'https://www.infoworld.com/feed/', 'Software development, cloud computing, DevOps, AI and data platforms.'],
    ['informationweek', 'InformationWeek', 'https://www.informationweek.com/rss.xml', 'IT strategy, data, AI, cloud and cybersecurity for technology leaders.'],
    ['mit-technology-review', 'MIT Technology Review', 'https://www.technologyreview.com/feed/', 'Emerging technology, artificial intelligence and its impact on business and society.'],
    ['techcrunch', 'TechCrunch', 'https://techcrunch.com/feed/', 'Startups, software, AI, funding rounds and technology industry news.'],
    ['ars-technica', 'Ars Technica', 'https://feeds.arstechnica.com/arstechnica/index', 'In-depth technology news and analysis, from AI and software to security and policy.'],
    ['the-verge', 'The Verge', 'https://www.theverge.com/rss/index.xml', 'Technology, platforms, AI and digital culture news.'],
    ['krebs-on-security', 'Krebs on Security', 'https://krebsonsecurity.com/feed/', 'Investigative cybersecurity journalism on data breaches, ransomware and cybercrime.'],
    ['dark-reading', 'Dark Reading', 'https://www.darkreading.com/rss.xml', 'Cybersecurity news and analysis for security professionals: threats, vulnerabilities and defence.'],
    ['the-hacker-news', 'The Hacker News', 'https://feeds.feedburner.com/TheHackersNews', 'Cybersecurity news on vulnerabilities, malware, ransomware and data breaches.'],
    ['cso-online', 'CSO Online', 'https://www.csoonline.com/feed/', 'Security leadership, risk management, zero trust and cybersecurity strategy for CISOs.'],
    ['aws-news-blog', 'AWS News Blog', 'https://aws.amazon.com/blogs/aws/feed/', 'Official announcements of new Amazon Web Services cloud features and services.'],
    ['the-new-stack', 'The New Stack', 'https://thenewstack.io/feed/', 'Cloud native software, Kubernetes, DevOps, platform engineering and AI development.'],
  ],
  Healthcare: [
    ['stat-news', 'STAT', 'https://www.statnews.com/feed/', 'Health, medicine, biotech and pharma reporting from the frontiers of life sciences.'],
    ['fierce-healthcare', 'Fierce Healthcare', 'https://www.fiercehealthcare.com/rss/xml', 'Hospital, payer, provider and health policy news for healthcare executives.'],
    ['fierce-pharma', 'Fierce Pharma', 'https://www.fiercepharma.com/rss/xml', 'Pharmaceutical industry news: drug launches, pricing, manufacturing and marketing.'],
    ['fierce-biotech', 'Fierce Biotech', 'https://www.fiercebiotech.com/rss/xml', 'Biotech research, clinical trials, drug development and deals.'],
    ['healthcare-dive', 'Healthcare Dive', 'https://www.healthcaredive.com/feeds/news/', 'Hospital operations, health systems, payers and healthcare policy news.'],
    ['biopharma-dive', 'BioPharma Dive', 'https://www.biopharmadive.com/feeds/news/', 'Biotech and pharma news on clinical trials, FDA decisions and drug pricing.'],
    ['medcity-news', 'MedCity News', 'https://medcitynews.com/feed/', 'Healthcare innovation, digital health, medtech and health IT business news.'],
    ['kff-health-news', 'KFF Health News', 'https://kffhealthnews.org/feed/', 'In-depth journalism on health policy, Medicare, Medicaid, insurance and public health.'],
    ['medpage-today', 'MedPage Today', 'https://www.medpagetoday.com/rss/headlines.xml', 'Clinical news and medical research for physicians and clinicians.'],
    ['healthcare-it-news', 'Healthcare IT News', 'https://www.healthcareitnews.com/home/feed', 'Health IT, electronic health records, telehealth, AI and cybersecurity in healthcare.'],
    ['fda-press-releases', 'U.S. FDA Press Releases', 'https://www.fda.gov/about-fda/contact-fda/stay-informed/rss-feeds/press-releases/rss.xml', 'Official FDA announcements on drug approvals, medical devices, recalls and regulation.'],
    ['who-news', 'World Health Organization News', 'https://www.who.int/rss-feeds/news-english.xml', 'Global public health news, outbreaks, vaccines and WHO guidance.'],
  ],
  'Financial Services': [
    ['federal-reserve-press', 'Federal Reserve Press Releases', 'https://www.federalreserve.gov/feeds/press_all.xml', 'Monetary policy decisions, interest rates, bank supervision and regulation from the Federal Reserve Board.'],
    ['sec-press-releases', 'SEC Press Releases', 'https://www.sec.gov/news/pressreleases.rss', 'U.S. Securities and Exchange Commission enforcement actions, rules and capital markets regulation.'],
    ['ecb-press', 'European Central Bank Press Releases', 'https://www.ecb.europa.eu/rss/press.html', 'ECB monetary policy, banking supervision and euro area financial stability.'],
    ['bank-of-england-news', 'Bank of England News', 'https://www.bankofengland.co.uk/rss/news', 'Monetary policy, financial stability and prudential regulation news from the Bank of England.'],
    ['banking-dive', 'Banking Dive', 'https://www.bankingdive.com/feeds/news/', 'Banking industry news: regulation, lending, deposits, mergers and digital banking.'],
    ['payments-dive', 'Payments Dive', 'https://www.paymentsdive.com/feeds/news/', 'Payments and fintech news: cards, real-time payments, digital wallets and regulation.'],
    ['cfo-dive', 'CFO Dive', 'https://www.cfodive.com/feeds/news/', 'Corporate finance, accounting, risk and capital strategy for finance leaders.'],
    ['american-banker', 'American Banker', 'https://www.americanbanker.com/feed?rss=true', 'Banking, fintech, credit, compliance and financial regulation news.'],
    ['finextra', 'Finextra', 'https://www.finextra.com/rss/headlines.aspx', 'Fintech and banking technology news: payments, open banking, crypto and regtech.'],
    ['cnbc-finance', 'CNBC Finance', 'https://www.cnbc.com/id/10000664/device/rss/rss.html', 'Financial markets, banks, investing and economy news from CNBC.'],
    ['marketwatch-top-stories', 'MarketWatch Top Stories', 'https://feeds.content.dowjones.io/public/rss/mw_topstories', 'Stock market, investing, personal finance and economy headlines.'],
    ['economist-finance', 'The Economist: Finance & Economics', 'https://www.economist.com/finance-and-economics/rss.xml', 'Analysis of banking, markets, central banks and the global economy.'],
  ],
  'Human Resources': [
    ['hr-dive', 'HR Dive', 'https://www.hrdive.com/feeds/news/', 'HR news on talent acquisition, compensation, benefits, employment law and HR technology.'],
    ['hr-executive', 'HR Executive', 'https://hrexecutive.com/feed/', 'Strategy, HR technology, talent and employee experience for CHROs and HR leaders.'],
    ['hrmorning', 'HRMorning', 'https://www.hrmorning.com/feed/', 'Practical HR news on compliance, benefits, payroll, hiring and employee relations.'],
    ['hr-bartender', 'HR Bartender', 'https://www.hrbartender.com/feed/', 'Friendly advice on recruiting, management, training and workplace culture.'],
    ['personnel-today', 'Personnel Today', 'https://www.personneltoday.com/feed/', 'UK HR news: employment law, wellbeing, pay, learning and development.'],
    ['people-management', 'People Management (CIPD)', 'https://www.peoplemanagement.co.uk/feed', 'The CIPD magazine for people professionals: HR practice, employment law and workforce trends.'],
    ['ere', 'ERE Recruiting Intelligence', 'https://www.ere.net/feed/', 'Recruiting, talent acquisition and sourcing strategies for recruiters.'],
    ['josh-bersin', 'Josh Bersin', 'https://joshbersin.com/feed/', 'HR technology, learning, skills and workforce research from industry analyst Josh Bersin.'],
    ['workology', 'Workology', 'https://workology.com/feed/', 'Recruiting, HR technology, employee engagement and workplace trends.'],
    ['aihr', 'AIHR Blog', 'https://www.aihr.com/blog/feed/', 'HR skills, people analytics, learning and development and HR best practices.'],
  ],
  Environmental: [
    ['grist', 'Grist', 'https://grist.org/feed/', 'Climate change, clean energy, environmental justice and sustainability journalism.'],
    ['inside-climate-news', 'Inside Climate News', 'https://insideclimatenews.org/feed/', 'Pulitzer-winning reporting on climate, energy, pollution and environmental policy.'],
    ['carbon-brief', 'Carbon Brief', 'https://www.carbonbrief.org/feed/', 'Climate science, emissions, net zero and energy policy analysis.'],
    ['yale-environment-360', 'Yale Environment 360', 'https://e360.yale.edu/feed.xml', 'Reporting and opinion on climate, biodiversity, conservation and environmental science from Yale.'],
    ['mongabay', 'Mongabay', 'https://news.mongabay.com/feed/', 'Conservation and environmental science news: forests, biodiversity, oceans and wildlife.'],
    ['climate-home-news', 'Climate Home News', 'https://www.climatechangenews.com/feed/', 'International climate politics, negotiations, climate finance and policy.'],
    ['guardian-environment', 'The Guardian: Environment', 'https://www.theguardian.com/environment/rss', 'Environment news, climate crisis, pollution, wildlife and energy coverage.'],
    ['canary-media', 'Canary Media', 'https://www.canarymedia.com/rss.rss', 'Clean energy transition news: renewables, electric vehicles, batteries and decarbonisation.'],
    ['utility-dive', 'Utility Dive', 'https://www.utilitydive.com/feeds/news/', 'Electric utilities, renewable energy, grid and energy policy news.'],
    ['esg-today', 'ESG Today', 'https://www.esgtoday.com/feed/', 'ESG, sustainable finance, climate disclosure and corporate sustainability news.'],
    ['yale-climate-connections', 'Yale Climate Connections', 'https://yaleclimateconnections.org/feed/', 'Climate change news and explainers on impacts, solutions and adaptation.'],
  ],
  Legal: [
    ['above-the-law', 'Above the Law', 'https://abovethelaw.com/feed/', 'Legal industry news on law firms, lawyers, courts and legal careers.'],
    ['scotusblog', 'SCOTUSblog', 'https://www.scotusblog.com/feed/', 'News and analysis of the U.S. Supreme Court, its cases and opinions.'],
    ['harvard-corpgov-forum', 'Harvard Law School Forum on Corporate Governance', 'https://corpgov.law.harvard.edu/feed/', 'Corporate governance, securities regulation, compliance and shareholder activism.'],
    ['legal-futures', 'Legal Futures', 'https://www.legalfutures.co.uk/feed', 'UK legal services market, regulation, law firm management and legal technology.'],
    ['lawsites', 'LawSites (LawNext)', 'https://www.lawnext.com/feed', 'Legal technology and innovation news by Bob Ambrogi.'],
    ['artificial-lawyer', 'Artificial Lawyer', 'https://www.artificiallawyer.com/feed/', 'Legal tech, legal AI and the business of law.'],
    ['legal-cheek', 'Legal Cheek', 'https://www.legalcheek.com/feed/', 'UK legal news, law firms and legal careers.'],
    ['jurist', 'JURIST', 'https://www.jurist.org/news/feed/', 'International legal news on courts, human rights, legislation and regulation.'],
    ['the-regulatory-review', 'The Regulatory Review', 'https://www.theregreview.org/feed/', 'Analysis of regulation, regulatory policy and administrative law from Penn Law.'],
    ['courthouse-news', 'Courthouse News Service', 'https://www.courthousenews.com/feed/', 'Litigation and court news from state and federal courts.'],
    ['eff-deeplinks', 'EFF Deeplinks', 'https://www.eff.org/rss/updates.xml', 'Digital rights, data privacy, copyright and technology law from the Electronic Frontier Foundation.'],
    ['volokh-conspiracy', 'The Volokh Conspiracy', 'https://reason.com/volokh/feed/', 'Legal commentary by law professors on constitutional law, courts and policy.'],
  ],
};

export const curatedFeeds: CatalogFeed[] = FEED_CATEGORIES.flatMap((category) =>
  BY_CATEGORY[category].map(([id, title, url, description]) => ({ id, title, url, description, category })),
);

/** The catalogue feeds of one category, in catalogue order. */
export function feedsInCategory(category: string): CatalogFeed[] {
  return curatedFeeds.filter((f) => f.category === category);
}
