import type { Features } from '@synth/core/pure';

/** What the dashboard knows about the viewer's plan, passed to the gated sections. */
export interface Plan {
  status: string;
  name: string;
  features: Features;
  executionsUsed: number;
}
