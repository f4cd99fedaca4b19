// The relevance corpus: ten people, each with a sentence, the words they would type as topics, the
// broad name of their field and 51 articles (three days of a feed) labelled wanted or not,
// near-misses from their own industry included. The second day has enough of each person's hidden
// preference that a digest's top five can show what learning from ratings changes; the third has six
// stories about the field's parts that never name the field. Written for this project;
// bench/relevance.bench.ts measures the filters on it and tests read a few cases.
import { biotechInvestor } from './biotech-investor';
import { ciso } from './ciso';
import { energyAnalyst } from './energy-analyst';
import { fintechComplianceOfficer } from './fintech-compliance-officer';
import { healthSystemExecutive } from './health-system-executive';
import { hrDirector } from './hr-director';
import { maAdviser } from './ma-adviser';
import { privacyCounsel } from './privacy-counsel';
import { supplyChainConsultant } from './supply-chain-consultant';
import { techRecruiter } from './tech-recruiter';
import type { RelevancePerson } from './types';

export type { LabelledArticle, RelevancePerson } from './types';

/** Half the people, used to choose the threshold and weights; the other half never was. */
export const CALIBRATION_PEOPLE: RelevancePerson[] = [
  supplyChainConsultant,
  fintechComplianceOfficer,
  healthSystemExecutive,
  techRecruiter,
  energyAnalyst,
];
export const HELD_OUT_PEOPLE: RelevancePerson[] = [privacyCounsel, ciso, maAdviser, hrDirector, biotechInvestor];
export const RELEVANCE_PEOPLE: RelevancePerson[] = [...CALIBRATION_PEOPLE, ...HELD_OUT_PEOPLE];

export { supplyChainConsultant };
