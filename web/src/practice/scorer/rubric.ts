// The five-dimension rubric of the brief as data: which ideas (claim ids of
// claim-layer/tables/claims.ts, or signals derived from the order of the claims
// in claim-layer/grade-claims.ts) earn "strong" and "staff" on each
// dimension, and which mistakes cap a dimension. Levels are cumulative.
import type { MistakeId } from './mistakes';

export const DIMENSIONS = [
  'correctness',
  'depth',
  'tradeoffs',
  'communication',
  'followup',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export const LEVELS = ['weak', 'strong', 'staff'] as const;
export type Level = (typeof LEVELS)[number];

export interface Requirement {
  /** Met when any of these signals is present ... */
  anyOf?: string[];
  /** ... or when all of these are; never when one of these is. */
  allOf?: string[];
  noneOf?: string[];
  /** Shown as "missing for <level>" when not met. */
  missing: string;
  /** When some of `allOf` is there, what each absent one asks for: the
   *  advice names only what is still missing. */
  missingParts?: Record<string, string>;
}

/** A cap that holds unless the answer also makes another point. */
export interface ConditionalCap {
  level: Level;
  unless: string;
}

export interface DimensionRule {
  title: string;
  strong: Requirement;
  staff: Requirement;
  /** A mistake that caps the level of this dimension. */
  caps: Partial<Record<MistakeId, Level | ConditionalCap>>;
}

export const RUBRIC: Record<Dimension, DimensionRule> = {
  correctness: {
    title: 'Correctness',
    strong: {
      anyOf: ['unit-variance'],
      missing:
        'Say what the scaling achieves: it keeps the variance of the scores at about 1 as d_k grows.',
    },
    staff: {
      anyOf: ['independence-assumption'],
      missing:
        'State the assumption that makes it exact: the entries of q and k are independent, with mean 0 and variance 1.',
    },
    caps: {
      'divide-by-dk': 'weak',
      'divide-by-sqrt-dmodel': 'weak',
      'divide-by-sqrt-heads': 'weak',
      'just-smaller': 'weak',
      'variance-exactly-one': 'strong',
      // Multiplying by √d_k, or scaling in order to saturate the softmax: the
      // fix or its purpose told the wrong way round (LABELLING.md).
      'inverted-fix': 'weak',
    },
  },
  depth: {
    title: 'Depth',
    strong: {
      // A Jacobian said to vanish is the saturated softmax's: the staff
      // mechanism names the strong link too ("top wt ≈ 0.9997 → softmax
      // jacobian ≈ 0" with the weight in an abbreviation the scorer misses).
      anyOf: ['softmax-saturates', 'jacobian-vanishes'],
      missing: 'Link large scores to a saturated softmax: the top key takes almost all the weight.',
    },
    staff: {
      anyOf: ['jacobian-vanishes'],
      // A gradient passed back through the softmax, said small, is the
      // Jacobian's failure where the softmax is said to saturate.
      allOf: ['softmax-saturates', 'through-vanishes'],
      missing:
        'Name the mechanism: the softmax Jacobian goes to about 0, so W_Q and W_K are starved of gradient.',
    },
    // A fix meant to saturate the softmax links nothing in the right direction.
    caps: { 'reversed-causation': 'weak', 'inverted-fix': 'weak' },
  },
  tradeoffs: {
    title: 'Trade-offs',
    strong: {
      anyOf: ['variances-add', 'square-law'],
      // "(Don't know why it is exactly √(d/h))": the variances are not given
      // as the reason for the root when the answer says it has none.
      noneOf: ['root-unexplained'],
      missing:
        'Explain why a square root: the d_k products have variances that add, so the std grows like sqrt(d_k).',
    },
    staff: {
      anyOf: ['dk-flattens', 'trained-drift', 'mup'],
      missing:
        'Weigh the alternatives: dividing by d_k flattens attention; trained q and k drift from unit variance; muP uses 1/d_k.',
    },
    // An answer that divides by d_k cannot say why the root; one that tells the
    // chain backwards puts the variance d_k down to saturation, unless it
    // also says why the variances add up to d_k.
    // A fix turned round keeps trade-offs only where the answer also says why
    // the variance is d_k (n15 does, o20 does not).
    caps: {
      'divide-by-dk': 'weak',
      'reversed-causation': { level: 'weak', unless: 'variances-sum' },
      'inverted-fix': { level: 'weak', unless: 'variances-add' },
    },
  },
  communication: {
    title: 'Communication',
    strong: {
      allOf: ['causal-order', 'not-rambling'],
      missing:
        'Tell it as a chain: cause (scores grow with d_k), then effect (saturation, vanishing gradients), then the fix (divide by sqrt(d_k)).',
      missingParts: {
        'causal-order':
          'Tell it as a chain: cause (scores grow with d_k), then effect (saturation, vanishing gradients), then the fix (divide by sqrt(d_k)).',
        'not-rambling': 'Cut the filler words, so the chain you tell stands out.',
      },
    },
    staff: {
      anyOf: ['number-then-consequence'],
      missing:
        'Anchor it with one concrete number and its consequence, e.g. std 8 at d_k = 64, so the top weight is near 1.',
    },
    caps: { 'reversed-causation': 'weak', 'inverted-fix': 'weak' },
  },
  followup: {
    title: 'Follow-up readiness',
    strong: {
      // (The softmax Jacobian said to vanish, or W_Q and W_K starved, names
      // the failure as lost gradient as "vanishing gradients" does.)
      anyOf: ['vanishing-gradients', 'corrects-exploding', 'jacobian-vanishes'],
      missing: 'Say which way the gradients fail: they vanish (not explode).',
    },
    staff: {
      allOf: ['jacobian-sketch', 'small-dk'],
      missing:
        'Sketch the Jacobian p_i(delta_ij - p_j) (largest entry 1/4) and say what changes at small d_k.',
      missingParts: {
        'jacobian-sketch': 'Sketch the Jacobian p_i(delta_ij - p_j) (largest entry 1/4).',
        'small-dk': 'Say what changes at small d_k.',
      },
    },
    // Vanishing gradients wanted on purpose are not the failure identified.
    caps: { 'exploding-gradients': 'weak', 'inverted-fix': 'weak' },
  },
};

export function requirementMet(req: Requirement, present: ReadonlySet<string>): boolean {
  if (req.noneOf?.some((id) => present.has(id))) return false;
  return !!req.anyOf?.some((id) => present.has(id)) || !!req.allOf?.every((id) => present.has(id));
}

/** What a requirement not met asks for: when some of its all-of signals are
 *  there, only the parts still missing. */
export function requirementMissing(req: Requirement, present: ReadonlySet<string>): string {
  const absent = req.allOf?.filter((id) => !present.has(id)) ?? [];
  return req.missingParts && absent.length > 0 && absent.length < req.allOf!.length
    ? absent.map((id) => req.missingParts![id]).join(' ')
    : req.missing;
}

/** Every advice text a requirement can show. */
export const requirementAdvice = (req: Requirement): string[] => [
  req.missing,
  ...Object.values(req.missingParts ?? {}),
];

export function requirementSignals(req: Requirement): string[] {
  return [...(req.anyOf ?? []), ...(req.allOf ?? [])];
}
