// Per request: the viewer's connected accounts and synths (each with its newest run and feed
// health) as the dashboard asks for them. What resolvers ask within one turn of the event loop
// (the query's root fields and their first nested fields) is read in one statement; the synths
// are then answered from there to the latestRun and feedHealth fields of each.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConnectedAccount } from '@synth/core/publishing';
import { dashboardReads, type DashboardParts, type DashboardReads, type SynthOverview } from '@synth/core/app';
import { type Synth } from '@synth/core/synths';
import type { User } from '@synth/core/users';

export class ViewerReads {
  private wanted: DashboardParts = { accounts: false, synths: false };
  private batch: Promise<DashboardReads> | null = null;
  private synthsRead: Promise<Map<string, SynthOverview>> | null = null;

  constructor(private readonly em: EntityManager) {}

  /** The viewer's connections by platform, read now (not kept: a mutation may have just changed them). */
  async accounts(viewer: User): Promise<ConnectedAccount[]> {
    return (await this.read(viewer, 'accounts')).accounts;
  }

  /** The viewer's synths, oldest first. */
  async synths(viewer: User): Promise<Synth[]> {
    this.synthsRead ??= this.read(viewer, 'synths').then((r) => new Map(r.synths.map((o) => [o.synth.id, o])));
    return [...(await this.synthsRead).values()].map((o) => o.synth);
  }

  /** What the listing read for this synth; undefined when the request reached it another way. */
  async of(synth: Synth): Promise<SynthOverview | undefined> {
    return this.synthsRead ? (await this.synthsRead).get(synth.id) : undefined;
  }

  /** Joins the batch of this turn of the event loop, which reads everything asked in it at once. */
  private read(viewer: User, part: keyof DashboardParts): Promise<DashboardReads> {
    this.wanted[part] = true;
    this.batch ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const parts = this.wanted;
      this.wanted = { accounts: false, synths: false };
      this.batch = null;
      return dashboardReads(this.em, viewer.id, parts);
    });
    return this.batch;
  }
}
