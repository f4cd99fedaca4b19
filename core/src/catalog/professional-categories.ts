// Professional categories and their specializations (served by GET /api/professional/categories).
// Selecting a specialization adds its keywords to a synth's topics with the "professional:" prefix;
// the topic filter matches them as whole words or phrases, so keywords are specific lower-case terms.
// Category names equal the curated feed categories, so a specialization leads to matching feeds.
import type { FeedCategory } from './curated-feeds';

export interface Specialization {
  _id: string;
  name: string;
  description: string;
  keywords: string[];
}

export interface ProfessionalCategory {
  id: string;
  name: FeedCategory;
  description: string;
  specializations: Specialization[];
}

export const professionalCategories: ProfessionalCategory[] = [
  {
    id: 'management-consulting',
    name: 'Management Consulting',
    description: 'Strategy, operations and organisational advice for leaders and consultants.',
    specializations: [
      { _id: 'mc-corporate-strategy', name: 'Corporate Strategy', description: 'Growth strategy, portfolio choices and competitive positioning.', keywords: ['corporate strategy', 'growth strategy', 'competitive advantage', 'market entry', 'business model', 'strategic planning'] },
      { _id: 'mc-mergers-acquisitions', name: 'Mergers & Acquisitions', description: 'Deal strategy, due diligence and post-merger integration.', keywords: ['mergers', 'acquisitions', 'm&a', 'due diligence', 'post-merger integration', 'divestiture'] },
      { _id: 'mc-operations', name: 'Operations & Supply Chain', description: 'Operational excellence, cost reduction and supply chain resilience.', keywords: ['operational excellence', 'supply chain', 'cost reduction', 'lean', 'procurement', 'process improvement'] },
      { _id: 'mc-change-management', name: 'Change Management', description: 'Leading organisational change, culture and transformation programmes.', keywords: ['change management', 'organizational change', 'transformation program', 'company culture', 'restructuring'] },
      { _id: 'mc-leadership', name: 'Leadership & Governance', description: 'Executive leadership, boards and decision-making.', keywords: ['leadership', 'ceo', 'board of directors', 'executive team', 'decision-making', 'succession planning'] },
    ],
  },
  {
    id: 'it-digital-transformation',
    name: 'IT & Digital Transformation',
    description: 'Enterprise technology, cloud, data, AI and security for technology leaders.',
    specializations: [
      { _id: 'it-cloud', name: 'Cloud Computing', description: 'Cloud platforms, migration, cost and architecture.', keywords: ['cloud computing', 'cloud migration', 'aws', 'azure', 'google cloud', 'multicloud', 'kubernetes'] },
      { _id: 'it-cybersecurity', name: 'Cybersecurity', description: 'Threats, breaches, security operations and risk.', keywords: ['cybersecurity', 'ransomware', 'data breach', 'zero trust', 'vulnerability', 'phishing', 'ciso'] },
      { _id: 'it-ai', name: 'Artificial Intelligence', description: 'AI, machine learning and generative AI in the enterprise.', keywords: ['ai', 'artificial intelligence', 'machine learning', 'generative ai', 'large language model', 'ai agents', 'ai governance'] },
      { _id: 'it-data', name: 'Data & Analytics', description: 'Data platforms, analytics and data governance.', keywords: ['data analytics', 'data governance', 'data platform', 'business intelligence', 'data engineering'] },
      { _id: 'it-software', name: 'Software & DevOps', description: 'Software engineering, DevOps and platform teams.', keywords: ['software development', 'devops', 'platform engineering', 'open source', 'saas', 'api'] },
      { _id: 'it-digital-strategy', name: 'Digital Strategy & IT Leadership', description: 'Digital transformation programmes and the role of the CIO.', keywords: ['digital transformation', 'cio', 'it strategy', 'legacy modernization', 'enterprise architecture', 'automation'] },
    ],
  },
  {
    id: 'healthcare',
    name: 'Healthcare',
    description: 'Providers, payers, life sciences and health policy.',
    specializations: [
      { _id: 'hc-hospital-operations', name: 'Hospital & Health System Operations', description: 'Running hospitals and health systems.', keywords: ['hospital', 'health system', 'patient care', 'staffing shortage', 'hospital finances', 'nursing'] },
      { _id: 'hc-pharma-biotech', name: 'Pharma & Biotech', description: 'Drug development, approvals and the life sciences business.', keywords: ['pharmaceutical', 'biotech', 'drug approval', 'clinical trial', 'fda', 'drug pricing'] },
      { _id: 'hc-digital-health', name: 'Digital Health & Health IT', description: 'Telehealth, EHRs, AI and cybersecurity in care.', keywords: ['digital health', 'telehealth', 'electronic health records', 'health it', 'remote monitoring', 'healthcare ai'] },
      { _id: 'hc-health-policy', name: 'Health Policy & Insurance', description: 'Regulation, reimbursement, payers and public programmes.', keywords: ['health policy', 'medicare', 'medicaid', 'health insurance', 'reimbursement', 'affordable care act'] },
      { _id: 'hc-medtech', name: 'Medical Devices & Medtech', description: 'Devices, diagnostics and medical technology.', keywords: ['medical device', 'medtech', 'diagnostics', 'device recall', 'imaging'] },
      { _id: 'hc-public-health', name: 'Public Health', description: 'Population health, outbreaks and prevention.', keywords: ['public health', 'vaccine', 'outbreak', 'pandemic', 'mental health', 'preventive care'] },
    ],
  },
  {
    id: 'financial-services',
    name: 'Financial Services',
    description: 'Banking, payments, markets, insurance and financial regulation.',
    specializations: [
      { _id: 'fs-banking', name: 'Banking', description: 'Retail, commercial and digital banking.', keywords: ['banking', 'deposits', 'lending', 'bank capital', 'digital banking', 'credit risk'] },
      { _id: 'fs-fintech-payments', name: 'Fintech & Payments', description: 'Payments, fintech companies and new financial products.', keywords: ['fintech', 'payments', 'open banking', 'digital wallet', 'real-time payments', 'buy now pay later'] },
      { _id: 'fs-regulation-compliance', name: 'Financial Regulation & Compliance', description: 'Supervision, compliance and financial crime.', keywords: ['financial regulation', 'compliance', 'anti-money laundering', 'kyc', 'regtech', 'capital requirements'] },
      { _id: 'fs-investment-markets', name: 'Investment & Capital Markets', description: 'Markets, asset management and investing.', keywords: ['capital markets', 'asset management', 'private equity', 'stock market', 'bond market', 'etf'] },
      { _id: 'fs-monetary-policy', name: 'Monetary Policy & Economy', description: 'Central banks, rates and the macro economy.', keywords: ['interest rates', 'inflation', 'central bank', 'federal reserve', 'monetary policy', 'recession'] },
      { _id: 'fs-insurance', name: 'Insurance', description: 'Insurers, underwriting and insurtech.', keywords: ['insurance', 'insurtech', 'underwriting', 'reinsurance', 'claims'] },
      { _id: 'fs-digital-assets', name: 'Crypto & Digital Assets', description: 'Cryptocurrency, stablecoins and tokenisation.', keywords: ['cryptocurrency', 'bitcoin', 'stablecoin', 'digital assets', 'tokenization', 'blockchain'] },
    ],
  },
  {
    id: 'human-resources',
    name: 'Human Resources',
    description: 'Talent, people operations, workplace and employment.',
    specializations: [
      { _id: 'hr-talent-acquisition', name: 'Talent Acquisition & Recruiting', description: 'Hiring, sourcing and employer branding.', keywords: ['talent acquisition', 'recruiting', 'hiring', 'recruiter', 'candidate experience', 'employer branding'] },
      { _id: 'hr-compensation-benefits', name: 'Compensation & Benefits', description: 'Pay, benefits and total rewards.', keywords: ['compensation', 'employee benefits', 'pay transparency', 'payroll', 'total rewards', 'minimum wage'] },
      { _id: 'hr-learning-development', name: 'Learning & Development', description: 'Training, skills and careers.', keywords: ['learning and development', 'upskilling', 'reskilling', 'training', 'skills gap', 'leadership development'] },
      { _id: 'hr-employee-experience', name: 'Employee Experience & Engagement', description: 'Engagement, wellbeing, retention and culture.', keywords: ['employee engagement', 'employee experience', 'retention', 'wellbeing', 'workplace culture', 'burnout'] },
      { _id: 'hr-future-of-work', name: 'Future of Work', description: 'Remote and hybrid work, AI at work and workforce planning.', keywords: ['remote work', 'hybrid work', 'return to office', 'workforce planning', 'four-day week', 'ai at work'] },
      { _id: 'hr-employment-law', name: 'Employment Law & HR Compliance', description: 'Labour law, HR compliance and employee relations.', keywords: ['employment law', 'labor law', 'discrimination', 'overtime', 'layoffs', 'union'] },
      { _id: 'hr-dei', name: 'Diversity, Equity & Inclusion', description: 'Inclusive workplaces and DEI programmes.', keywords: ['diversity', 'inclusion', 'dei', 'pay equity', 'belonging'] },
    ],
  },
  {
    id: 'environmental',
    name: 'Environmental',
    description: 'Climate, energy transition, sustainability and conservation.',
    specializations: [
      { _id: 'env-climate-policy', name: 'Climate Policy & Science', description: 'Climate science, negotiations and regulation.', keywords: ['climate change', 'climate policy', 'emissions', 'net zero', 'paris agreement', 'global warming'] },
      { _id: 'env-clean-energy', name: 'Clean Energy & Energy Transition', description: 'Renewables, grids, storage and electrification.', keywords: ['renewable energy', 'solar', 'wind power', 'battery storage', 'energy transition', 'electric vehicles'] },
      { _id: 'env-esg', name: 'ESG & Sustainable Finance', description: 'ESG reporting, disclosure and sustainable investment.', keywords: ['esg', 'sustainable finance', 'climate disclosure', 'csrd', 'greenwashing', 'green bonds'] },
      { _id: 'env-corporate-sustainability', name: 'Corporate Sustainability', description: 'Sustainability strategy, carbon accounting and supply chains.', keywords: ['sustainability', 'carbon footprint', 'decarbonization', 'scope 3', 'carbon offsets', 'circular economy'] },
      { _id: 'env-conservation', name: 'Conservation & Biodiversity', description: 'Nature, forests, oceans and wildlife.', keywords: ['biodiversity', 'conservation', 'deforestation', 'wildlife', 'ocean', 'endangered species'] },
      { _id: 'env-pollution-waste', name: 'Pollution & Waste', description: 'Air, water, plastics and waste management.', keywords: ['pollution', 'air quality', 'plastic waste', 'recycling', 'pfas', 'water quality'] },
    ],
  },
  {
    id: 'legal',
    name: 'Legal',
    description: 'Law firms, courts, regulation and in-house legal work.',
    specializations: [
      { _id: 'legal-regulatory-compliance', name: 'Regulatory Compliance', description: 'Regulation, enforcement and corporate compliance programmes.', keywords: ['regulatory compliance', 'compliance', 'regulation', 'enforcement action', 'sanctions', 'regulator'] },
      { _id: 'legal-privacy-data', name: 'Privacy & Data Protection', description: 'Privacy law, data protection and AI regulation.', keywords: ['data privacy', 'gdpr', 'data protection', 'privacy law', 'ai act', 'ccpa'] },
      { _id: 'legal-litigation', name: 'Litigation & Courts', description: 'Lawsuits, rulings and the courts.', keywords: ['litigation', 'lawsuit', 'supreme court', 'court ruling', 'class action', 'appeal'] },
      { _id: 'legal-corporate-law', name: 'Corporate Law & Governance', description: 'Corporate transactions, governance and securities law.', keywords: ['corporate governance', 'securities law', 'shareholder', 'fiduciary duty', 'general counsel', 'corporate law'] },
      { _id: 'legal-ip', name: 'Intellectual Property', description: 'Patents, trademarks and copyright.', keywords: ['intellectual property', 'patent', 'trademark', 'copyright', 'trade secret', 'licensing'] },
      { _id: 'legal-legal-tech', name: 'Legal Technology & Practice', description: 'Legal tech, legal AI and law firm management.', keywords: ['legal tech', 'legal ai', 'law firm', 'e-discovery', 'contract management', 'billable hour'] },
    ],
  },
];

/** The professional category of a feed category (they share names). */
export function professionalCategoryFor(feedCategory: string): ProfessionalCategory | undefined {
  return professionalCategories.find((c) => c.name === feedCategory);
}
