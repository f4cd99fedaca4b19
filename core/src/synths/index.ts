// The synths part of the domain, as the API and the worker import it.
export { isProfessionalTopic, professionalTopic, topicWithoutPrefix } from './professional-topic';
export * from './synth-input.check';
export * from './synth.entity';
export * from './synth.schema';
export * from './synth.enums';
export * from './synth.validation';
export * from './digest-language';
export * from './generic-topics';
