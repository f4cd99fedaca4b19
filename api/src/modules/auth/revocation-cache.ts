/** Where a user's revocation time comes from; both in milliseconds since the epoch. */
export interface RevocationSources {
  /** Our own record, written by logout; null when never revoked. */
  ours(uid: string): Promise<number | null>;
  /** The identity provider's tokensValidAfterTime; Infinity for a disabled or deleted account. */
  provider(uid: string): Promise<number>;
}

interface Entry {
  ours: number;
  oursReadAt: number;
  /** Undefined until the provider first answers (or is given up on for now). */
  provider?: number;
  providerReadAt: number;
  providerLoading?: Promise<void>;
}

/** How long a request waits for the provider the first time a process sees a user. */
const PROVIDER_FIRST_WAIT_MS = 1000;
/** Users remembered per process; the oldest is forgotten beyond this. */
const MAX_ENTRIES = 50_000;

/**
 * Per-process, per-uid cache of the time before which a user's sessions are refused. Our record is
 * re-read once it is older than the TTL (a cheap query on our own database). The provider is asked
 * in the background once its answer is older than the TTL, so a slow or unreachable provider never
 * holds a request up; only the first request for a user waits for it, and not for long.
 */
export class RevocationCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Per uid, the mark of its last forget(): a read of that user's record that started before it must
   * not store what it read. Per user, so one user's logout leaves every other user's reads in force.
   * Marks come from one counter and are never reused, so an evicted mark can only make an old
   * read's answer be dropped (read again later), never be stored.
   */
  private readonly forgotten = new Map<string, number>();
  private forgets = 0;

  constructor(
    private readonly sources: RevocationSources,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly providerFirstWaitMs = PROVIDER_FIRST_WAIT_MS,
  ) {}

  /** Sessions signed in before this time (ms since the epoch) are refused; 0 when none are. */
  async revokedBefore(uid: string): Promise<number> {
    let entry = this.entries.get(uid);
    if (!entry || this.now() - entry.oursReadAt >= this.ttlMs) {
      const generation = this.forgotten.get(uid);
      const ours = (await this.sources.ours(uid)) ?? 0;
      entry = this.entries.get(uid) ?? { ours, oursReadAt: -Infinity, providerReadAt: -Infinity };
      if (generation === this.forgotten.get(uid)) {
        entry.ours = ours;
        entry.oursReadAt = this.now();
        this.remember(uid, entry);
      }
    }
    if (this.now() - entry.providerReadAt >= this.ttlMs) {
      const loading = (entry.providerLoading ??= this.readProvider(uid, entry));
      if (entry.provider === undefined) await this.waitBriefly(loading, entry);
    }
    return Math.max(entry.ours, entry.provider ?? 0);
  }

  /** Drops what this process knows about the uid: the next request reads it again. */
  forget(uid: string): void {
    this.forgotten.delete(uid);
    this.forgotten.set(uid, ++this.forgets);
    if (this.forgotten.size > MAX_ENTRIES) this.forgotten.delete(this.forgotten.keys().next().value!);
    this.entries.delete(uid);
  }

  private readProvider(uid: string, entry: Entry): Promise<void> {
    const generation = this.forgotten.get(uid);
    return this.sources
      .provider(uid)
      .then(
        (validSince) => {
          if (generation !== this.forgotten.get(uid)) return;
          entry.provider = validSince;
          entry.providerReadAt = this.now();
        },
        // Unreachable: keep what we knew and try again after the TTL; our own record still applies.
        () => {
          entry.provider ??= 0;
          entry.providerReadAt = this.now();
        },
      )
      .finally(() => {
        entry.providerLoading = undefined;
      });
  }

  /** The first answer is worth a short wait; past it the provider is treated as silent for now. */
  private async waitBriefly(loading: Promise<void>, entry: Entry): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.providerFirstWaitMs);
    });
    await Promise.race([loading, late]);
    clearTimeout(timer);
    entry.provider ??= 0;
  }

  private remember(uid: string, entry: Entry): void {
    this.entries.delete(uid);
    this.entries.set(uid, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}
