// The voice part of the domain, as the API and the worker import it.
export * from './csv';
export * from './sample-text';
export * from './shares-csv';
export * from './voice-describe';
export * from './voice-guide';
export * from './voice-intake';
export * from './voice-limits';
export * from './voice-measure';
export * from './voice-profile';
export * from './voice-profile.entity';
export * from './voice.service';
