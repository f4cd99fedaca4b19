// The voice corpus: six people who post on LinkedIn, twelve posts each, written for this project in
// habits distinct enough to tell apart (terse with one hashtag at the end; long first-person stories
// with questions; emoji lists; one idea per line with hashtags inside sentences) and two near-misses
// that share most habits with another person but not all. bench/voice.bench.ts learns from half of
// each person's posts and judges the posts Synth writes against the other half.
import { dataEngineer } from './data-engineer';
import { freightCfo } from './freight-cfo';
import { groceryBuyer } from './grocery-buyer';
import { nursingDirector } from './nursing-director';
import { saasGrowthMarketer } from './saas-growth-marketer';
import { transportPlanner } from './transport-planner';
import type { VoicePersona } from './types';

export { heldOutHalf, learningHalf, type VoicePersona } from './types';

export const VOICE_PERSONAS: VoicePersona[] = [
  freightCfo,
  groceryBuyer,
  nursingDirector,
  saasGrowthMarketer,
  dataEngineer,
  transportPlanner,
];
