import { ConnectionHandler, type Environment } from 'relay-runtime';

// Viewer is not a Node, so its record is the root's "viewer" field.
const VIEWER_RECORD_ID = 'client:root:viewer';

/** Every connection that lists the viewer's synths, for @appendNode / @deleteEdge. */
export function viewerSynthConnections(): string[] {
  return ['Dashboard_synths', 'Synths_synths'].map((key) => ConnectionHandler.getConnectionID(VIEWER_RECORD_ID, key));
}

/** Only the lists already in the store (a screen that never loaded one has nothing to update). */
export function loadedViewerSynthConnections(environment: Environment): string[] {
  const source = environment.getStore().getSource();
  return viewerSynthConnections().filter((id) => source.get(id) != null);
}
