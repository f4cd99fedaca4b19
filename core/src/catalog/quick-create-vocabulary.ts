// The words the quick creator recognises, per catalogue category, and how some of them are
// spelled in a synth name.
import type { FeedCategory } from './curated-feeds';

export interface VocabularyGroup {
  /** Terms that name the field itself: they pick the category but are not useful as topic filters. */
  identifies: string[];
  /** Specific subjects (weight 3), useful as topics. */
  strong: string[];
  /** Cross-cutting subjects (weight 2). */
  medium?: string[];
  /** Function words shared by many fields (weight 1): tie-breakers. */
  weak?: string[];
}

/** Synonyms per category (lower case; a final "s"/"es" plural is matched automatically). */
export const QUICK_CREATE_VOCABULARY: Record<FeedCategory, VocabularyGroup> = {
  'Management Consulting': {
    identifies: ['management consulting', 'management consultant', 'consulting', 'consultant', 'consultancy', 'consultancies'],
    strong: [
      'strategy consulting', 'corporate strategy', 'business strategy', 'growth strategy', 'mergers', 'acquisition', 'm&a',
      'due diligence', 'change management', 'operational excellence', 'operating model', 'supply chain', 'procurement',
      'restructuring', 'market research', 'business transformation', 'organizational design', 'organisational design',
    ],
    medium: ['strategy', 'strategic', 'operations'],
    weak: ['leadership', 'management', 'executive', 'ceo', 'board'],
  },
  'IT & Digital Transformation': {
    identifies: ['digital transformation', 'information technology', 'technology', 'tech', 'enterprise it'],
    strong: [
      'cloud', 'cloud computing', 'cybersecurity', 'cyber security', 'cyber', 'infosec', 'software', 'saas', 'devops',
      'kubernetes', 'ransomware', 'malware', 'phishing', 'data breach', 'zero trust', 'cio', 'cto', 'ciso', 'erp',
      'it strategy', 'enterprise software', 'software development', 'platform engineering', 'open source',
    ],
    medium: ['ai', 'artificial intelligence', 'machine learning', 'generative ai', 'genai', 'llm', 'large language model', 'automation', 'data analytics', 'big data'],
    weak: ['security', 'data', 'digital', 'infrastructure', 'computing'],
  },
  Healthcare: {
    identifies: ['healthcare', 'health care', 'medical', 'medicine', 'health'],
    strong: [
      'hospital', 'health system', 'clinical', 'clinic', 'clinician', 'physician', 'doctor', 'nurse', 'nursing', 'patient',
      'pharma', 'pharmaceutical', 'biotech', 'biotechnology', 'life sciences', 'drug', 'drug pricing', 'fda', 'clinical trial',
      'medtech', 'medical device', 'telehealth', 'telemedicine', 'digital health', 'health insurance', 'medicare', 'medicaid',
      'public health', 'vaccine', 'oncology', 'health policy', 'health it', 'ehr', 'pandemic', 'outbreak', 'mental health',
    ],
  },
  'Financial Services': {
    identifies: ['financial services', 'financial sector', 'financial industry', 'finance', 'financial'],
    strong: [
      'fintech', 'banking', 'bank', 'banker', 'payment', 'lending', 'lender', 'credit', 'insurance', 'insurtech',
      'wealth management', 'asset management', 'investment', 'investing', 'investor', 'capital markets', 'stock market', 'stocks',
      'crypto', 'cryptocurrency', 'bitcoin', 'stablecoin', 'digital assets', 'central bank', 'interest rate', 'inflation',
      'federal reserve', 'monetary policy', 'accounting', 'cfo', 'private equity', 'venture capital', 'mortgage',
      'open banking', 'digital banking', 'anti-money laundering', 'aml', 'kyc', 'regtech', 'trading', 'hedge fund',
      'financial regulation',
    ],
    weak: ['markets', 'economy', 'risk management'],
  },
  'Human Resources': {
    identifies: ['human resources', 'hr', 'people operations', 'people ops', 'people team'],
    strong: [
      'hiring', 'recruiting', 'recruitment', 'recruiter', 'talent', 'talent acquisition', 'talent management', 'workforce',
      'employee', 'employee engagement', 'employee experience', 'employee benefits', 'retention', 'compensation', 'payroll',
      'onboarding', 'remote work', 'hybrid work', 'return to office', 'dei', 'diversity', 'inclusion', 'learning and development',
      'upskilling', 'reskilling', 'performance management', 'labor market', 'labour market', 'job market', 'workplace',
      'employer branding', 'chro', 'layoffs', 'staffing', 'wellbeing', 'burnout', 'employment law',
    ],
    weak: ['benefits', 'jobs', 'careers'],
  },
  Environmental: {
    identifies: ['environmental', 'environment', 'sustainability', 'sustainable'],
    strong: [
      'climate', 'climate change', 'climate tech', 'global warming', 'esg', 'carbon', 'carbon markets', 'emissions', 'net zero',
      'renewable', 'renewable energy', 'clean energy', 'green energy', 'cleantech', 'solar', 'wind power', 'wind energy',
      'energy transition', 'decarbonization', 'decarbonisation', 'biodiversity', 'conservation', 'deforestation', 'wildlife',
      'pollution', 'recycling', 'circular economy', 'electric vehicle', 'ev', 'csrd', 'greenwashing', 'sustainable finance',
    ],
    weak: ['green', 'energy', 'waste', 'nature', 'ocean'],
  },
  Legal: {
    identifies: ['legal', 'law', 'lawyer', 'attorney', 'law firm', 'legal industry', 'legal profession', 'counsel', 'solicitor', 'barrister', 'paralegal'],
    strong: [
      'litigation', 'lawsuit', 'court', 'supreme court', 'legal tech', 'legaltech', 'legal ai', 'contract law', 'contract',
      'intellectual property', 'patent', 'trademark', 'copyright', 'privacy', 'data privacy', 'data protection', 'gdpr', 'ccpa',
      'antitrust', 'competition law', 'corporate governance', 'corporate law', 'securities law', 'general counsel',
      'in-house counsel', 'legislation', 'class action', 'e-discovery', 'ai act', 'sanctions', 'judge', 'ruling',
    ],
    weak: ['compliance', 'regulation', 'regulatory', 'regulator', 'governance'],
  },
};

/** How words display in a synth name. */
export const NAME_SPELLINGS: Record<string, string> = {
  ai: 'AI', esg: 'ESG', hr: 'HR', 'm&a': 'M&A', saas: 'SaaS', gdpr: 'GDPR', ccpa: 'CCPA', kyc: 'KYC', aml: 'AML', fda: 'FDA',
  ev: 'EV', dei: 'DEI', llm: 'LLM', genai: 'GenAI', ceo: 'CEO', cio: 'CIO', cto: 'CTO', ciso: 'CISO', cfo: 'CFO', chro: 'CHRO',
  erp: 'ERP', ehr: 'EHR', devops: 'DevOps', csrd: 'CSRD', it: 'IT', regtech: 'RegTech', insurtech: 'InsurTech', medtech: 'MedTech',
  cleantech: 'Cleantech', legaltech: 'LegalTech', fintech: 'Fintech',
};
