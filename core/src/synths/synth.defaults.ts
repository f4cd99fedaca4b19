// A new synth's defaults live with the field schema; re-exported here for the modules that import them from here.
export { SYNTH_DEFAULTS } from './synth.schema';

export { PROFESSIONAL_PREFIX } from './professional-topic';
