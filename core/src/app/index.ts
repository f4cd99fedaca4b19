// The application layer: services that assemble several features for the API and the worker.
export * from './synth.service';
// The dashboard's reads of an account in one statement.
export {
  dashboardReads,
  type DashboardParts,
  type DashboardReads,
  type SynthOverview,
} from './dashboard-reads.repository';
