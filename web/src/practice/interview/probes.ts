// Which follow-ups probe which rubric dimension, and what an answer at a
// level moves the dimension to. One table, read by the planner (plan.ts: the
// question asked for a weak dimension, best first) and by the report
// (report.ts: what the answer changes), so a follow-up asked because a
// dimension was weak can always move that dimension.
import type { Dimension, Level } from '../scorer/rubric';

export interface Probe {
  dimension: Dimension;
  question: string;
  /** The follow-up's level that moves the dimension ... */
  needs: Level;
  /** ... and the level it moves it to (never down). */
  to: Level;
}

export const PROBES: readonly Probe[] = [
  // Why the root: variance d_k and c² (strong), the assumption (staff).
  { dimension: 'correctness', question: 'variant-why-sqrt', needs: 'strong', to: 'strong' },
  { dimension: 'correctness', question: 'variant-why-sqrt', needs: 'staff', to: 'staff' },
  // One head's d_k: the divisor the correctness caps are about.
  { dimension: 'correctness', question: 'multi-head', needs: 'strong', to: 'strong' },
  // Unit variance holds at initialisation, under independent entries.
  { dimension: 'correctness', question: 'trained-drift', needs: 'staff', to: 'staff' },
  { dimension: 'depth', question: 'what-breaks', needs: 'strong', to: 'strong' },
  { dimension: 'depth', question: 'what-breaks', needs: 'staff', to: 'staff' },
  { dimension: 'depth', question: 'exploding-vs-vanishing', needs: 'staff', to: 'staff' },
  { dimension: 'depth', question: 'variant-no-scale', needs: 'strong', to: 'strong' },
  { dimension: 'depth', question: 'cross-entropy', needs: 'staff', to: 'staff' },
  { dimension: 'tradeoffs', question: 'divide-by-dk-mup', needs: 'strong', to: 'staff' },
  { dimension: 'tradeoffs', question: 'variant-why-sqrt', needs: 'strong', to: 'strong' },
  { dimension: 'tradeoffs', question: 'small-dk', needs: 'staff', to: 'strong' },
  { dimension: 'tradeoffs', question: 'trained-drift', needs: 'strong', to: 'staff' },
  { dimension: 'communication', question: 'variant-teammate', needs: 'strong', to: 'strong' },
  { dimension: 'communication', question: 'variant-teammate', needs: 'staff', to: 'staff' },
  { dimension: 'followup', question: 'exploding-vs-vanishing', needs: 'strong', to: 'strong' },
  { dimension: 'followup', question: 'what-breaks', needs: 'strong', to: 'strong' },
  { dimension: 'followup', question: 'adam', needs: 'strong', to: 'strong' },
];

/** Per dimension, the questions that probe it, in table order. */
export const probesOf = (dimension: Dimension): string[] => [
  ...new Set(PROBES.filter((p) => p.dimension === dimension).map((p) => p.question)),
];
