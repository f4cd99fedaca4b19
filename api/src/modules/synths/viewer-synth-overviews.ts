// Per request: the viewer's synths with their newest run and feed health, read in one statement when
// the synths are listed and answered from there to the latestRun and feedHealth fields of each.
import type { EntityManager } from '@mikro-orm/postgresql';
import { synthOverviews, type Synth, type SynthOverview } from '@synth/core/synths';
import type { User } from '@synth/core/users';

export class ViewerSynthOverviews {
  private loaded: Promise<Map<string, SynthOverview>> | null = null;

  constructor(private readonly em: EntityManager) {}

  /** The viewer's synths, oldest first. */
  async synths(viewer: User): Promise<Synth[]> {
    this.loaded ??= synthOverviews(this.em, viewer.id).then((all) => new Map(all.map((o) => [o.synth.id, o])));
    return [...(await this.loaded).values()].map((o) => o.synth);
  }

  /** What the listing read for this synth; undefined when the request reached it another way. */
  async of(synth: Synth): Promise<SynthOverview | undefined> {
    return this.loaded ? (await this.loaded).get(synth.id) : undefined;
  }
}
