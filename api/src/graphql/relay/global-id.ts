// Opaque Relay ids: base64url("Type:uuid"). Clients must not parse them.
export type NodeType = 'User' | 'Synth' | 'SynthRun' | 'RunPost';
const TYPES: NodeType[] = ['User', 'Synth', 'SynthRun', 'RunPost'];
const UUID = '[0-9a-f-]{36}';
/** A run's post lives in the run's output, so its id is the run's uuid and the post's position. */
const ID_PATTERN: Record<NodeType, RegExp> = {
  User: new RegExp(`^${UUID}$`, 'i'),
  Synth: new RegExp(`^${UUID}$`, 'i'),
  SynthRun: new RegExp(`^${UUID}$`, 'i'),
  RunPost: new RegExp(`^${UUID}:\\d{1,3}$`, 'i'),
};

export function toGlobalId(type: NodeType, id: string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64url');
}

export function fromGlobalId(globalId: string): { type: NodeType; id: string } | null {
  if (typeof globalId !== 'string' || globalId.length > 200) return null;
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const i = decoded.indexOf(':');
  if (i < 0) return null;
  const type = decoded.slice(0, i) as NodeType;
  const id = decoded.slice(i + 1);
  if (!TYPES.includes(type) || !ID_PATTERN[type].test(id)) return null;
  return { type, id };
}

/** Accepts a global id of the expected type or, for the REST contract, a raw uuid. */
export function idOf(type: NodeType, idOrGlobal: string): string | null {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrGlobal)) return idOrGlobal;
  const g = fromGlobalId(idOrGlobal);
  return g && g.type === type ? g.id : null;
}
