import type { WebSocket } from 'ws';

/** Close code for a socket whose sessions were revoked, as for one refused at sign-in. */
const SESSION_REVOKED_CLOSE = 4401;

/**
 * The open sockets (graphql-ws and /ws) of each signed-in Firebase uid in this process, so that a
 * logout anywhere closes them here at once instead of letting them stream on.
 */
export class SocketsByUser {
  private readonly byUid = new Map<string, Set<WebSocket>>();

  add(uid: string, ws: WebSocket): void {
    let set = this.byUid.get(uid);
    if (!set) this.byUid.set(uid, (set = new Set()));
    set.add(ws);
    ws.once('close', () => {
      set.delete(ws);
      if (set.size === 0 && this.byUid.get(uid) === set) this.byUid.delete(uid);
    });
  }

  closeAll(uid: string): void {
    for (const ws of this.byUid.get(uid) ?? []) ws.close(SESSION_REVOKED_CLOSE, 'Your session was revoked');
  }
}
