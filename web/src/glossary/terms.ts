// The page's glossary: one definition per term the page uses before it
// explains it. Every [data-term] button on the page (partials and text built
// by the parts) takes its definition from here, so a term is defined once.
// Plain text only: definitions are put into the page with textContent.

export interface GlossaryEntry {
  /** The term as the definition names it. */
  term: string;
  definition: string;
}

export const GLOSSARY = {
  'jacobian-size': {
    term: 'Jacobian size',
    definition:
      'The Frobenius norm of the softmax Jacobian, the table of how much each weight p_i moves when a score z_j moves: square every entry, add them up, take the square root. One number for how much gradient the softmax lets through; near 0 means almost none.',
  },
  frobenius: {
    term: 'Frobenius norm',
    definition:
      'The square root of the sum of the squares of all the entries of a matrix: the length of the matrix read as one long vector.',
  },
  wilson: {
    term: 'Wilson interval',
    definition:
      'A 95% interval for a proportion, such as the share of saturated trials. Unlike the estimate ± 1.96 standard errors, it stays within 0 to 1 and stays sensible when the share is near 0% or 100%.',
  },
  ci95: {
    term: '95% CI',
    definition:
      'A 95% confidence interval: a range computed from the sample such that, over many repeated samples, 95 in 100 such ranges contain the true value. Here it is the estimate ± 1.96 standard errors (shares use a Wilson interval).',
  },
  band1090: {
    term: '10–90% band',
    definition:
      'The shaded band around a curve: at each step, the range from the 10th to the 90th percentile of the values across seeds, so the middle 80% of runs lie inside it. The line is the median.',
  },
  'brute-force': {
    term: 'brute force',
    definition:
      'Drawing every one of the 2·d_k entries of q and k and multiplying them out, exactly as the formula says. Its cost grows with d_k.',
  },
  'exact-shortcut': {
    term: 'exact shortcut',
    definition:
      'Drawing each score straight from its known distribution instead of from 2·d_k entries: for normal entries ‖q‖² from a χ² law with d_k degrees of freedom, then q·k as a normal number with variance ‖q‖²; for ±1 entries one binomial number. Same distribution, and a cost that does not grow with d_k.',
  },
  chi2: {
    term: 'χ² (chi-square) law',
    definition:
      'The distribution of a sum of d_k squared independent standard normal numbers, such as ‖q‖². Its mean is d_k and its variance 2·d_k.',
  },
  starved: {
    term: 'starved examples',
    definition:
      'Training examples whose softmax is so saturated that the gradient with respect to their own scores is below 1% of the largest possible: they barely teach W_Q and W_K anything.',
  },
  mup: {
    term: 'μP',
    definition:
      'The maximal update parametrization (Tensor Programs V, Yang et al.): rules for scaling a network’s initialisation and learning rates with its width so that settings tuned on a small model carry over to a large one. It divides attention scores by d_k rather than √d_k.',
  },
  'qk-norm': {
    term: 'QK-norm',
    definition:
      'Normalising every query and key vector (for example with an RMS norm) before their dot product, so the size of the scores is set by learned scales rather than by d_k. Gemma 3 uses it.',
  },
  fsrs: {
    term: 'FSRS',
    definition:
      'The Free Spaced Repetition Scheduler, an open algorithm that estimates when you are about to forget a card and schedules its next review just before then. The flashcards use its ts-fsrs library.',
  },
  staff: {
    term: 'staff (rubric level)',
    definition:
      'The highest of the rubric’s three levels (weak, strong, staff), as expected of a staff engineer: beyond a correct answer it states the assumption behind it (independent, zero-mean, unit-variance entries), names the softmax Jacobian going to about 0, and weighs the trade-offs such as dividing by d_k.',
  },
} as const satisfies Record<string, GlossaryEntry>;

export type TermId = keyof typeof GLOSSARY;

export function isTermId(id: string): id is TermId {
  return Object.hasOwn(GLOSSARY, id);
}
