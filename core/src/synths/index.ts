// The synths part of the domain, as the API and the worker import it.
export { isProfessionalTopic, professionalTopic, topicWithoutPrefix } from './professional-topic';
export * from './synth-input.check';
export * from './synth.entity';
export * from './synth.schema';
export * from './synth.enums';
export * from './synth.service';
// The dashboard's reads of an account in one statement.
export {
  dashboardReads,
  type DashboardParts,
  type DashboardReads,
  type SynthOverview,
} from './dashboard-reads.repository';
// The unsubscribe link: stops digests to one recipient, the synth keeps running.
export * from './synth.validation';
export * from './digest-language';
