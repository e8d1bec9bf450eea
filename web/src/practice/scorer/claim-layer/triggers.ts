// The one table of context triggers, in the NegEx / ConText style (Chapman
// et al. 2001; Harkema et al. 2009): a trigger phrase, the direction it looks
// (at the claims after it, before it, or both), how far (its clause, its
// sentence, or the sentence before it as well) and its effect on the claims
// it reaches. Negation, hypotheticals, someone else's view, self-correction
// and stated assumptions are rows here, not flags on rules. A clause break
// ("but", "however", a comma) ends a clause-scoped trigger, as ConText's
// terminators do.
import type { Phrase } from './phrase';

export type Effect =
  /** Polarity −: "not exploding", "rather than d_k". */
  | 'negated'
  /** Not asserted as fact: "would flatten", "if we divided by d_k". */
  | 'hypothetical'
  /** Someone else's view, reported: "some say", "a common myth". */
  | 'other-speaker'
  /** Taken back by the speaker: "multiply by … sorry, divide". */
  | 'retracted'
  /** Said under an assumption the answer states: "if the entries are iid …". */
  | 'assumed'
  /** Said as part of the story, not the whole of it: "not just smaller",
   *  "not always exactly one" (NegEx's pseudo-negations, given an effect). */
  | 'limited'
  /** What the fix said before it averts: "divide by d_k, otherwise the
   *  gradients get too small" claims a benefit, it judges no alternative. */
  | 'averted';

export type Direction = 'forward' | 'backward' | 'both';
export type Scope = 'clause' | 'sentence' | 'previous-sentence';

export interface Trigger {
  phrase: Phrase;
  direction: Direction;
  scope: Scope;
  effect: Effect;
}

const t = (phrase: Phrase, direction: Direction, scope: Scope, effect: Effect): Trigger => ({
  phrase,
  direction,
  scope,
  effect,
});

export const TRIGGERS: Trigger[] = [
  // Negation.
  t('not', 'forward', 'clause', 'negated'),
  t('no', 'forward', 'clause', 'negated'),
  t('never', 'forward', 'clause', 'negated'),
  t('dont', 'forward', 'clause', 'negated'),
  t('doesnt', 'forward', 'clause', 'negated'),
  t('isnt', 'forward', 'clause', 'negated'),
  t('not the issue', 'backward', 'sentence', 'negated'),
  t('not the problem', 'backward', 'sentence', 'negated'),
  t('not the reason', 'backward', 'sentence', 'negated'),
  t('neither', 'forward', 'clause', 'negated'),
  t('nor', 'forward', 'clause', 'negated'),
  t('rather than', 'forward', 'clause', 'negated'),
  t('instead of', 'forward', 'clause', 'negated'),
  t('as opposed to', 'forward', 'clause', 'negated'),
  t('is wrong', 'backward', 'sentence', 'negated'),
  t('is a myth', 'backward', 'sentence', 'negated'),
  t('misconception', 'both', 'sentence', 'negated'),
  t('myth', 'both', 'sentence', 'negated'),
  t('is incorrect', 'backward', 'sentence', 'negated'),
  // Hypotheticals and counterfactual alternatives.
  t('would', 'both', 'clause', 'hypothetical'),
  t('could', 'both', 'clause', 'hypothetical'),
  t('might', 'both', 'clause', 'hypothetical'),
  t('were to', 'forward', 'sentence', 'hypothetical'),
  t('if we', 'forward', 'sentence', 'hypothetical'),
  t('if you', 'forward', 'sentence', 'hypothetical'),
  t('imagine', 'forward', 'sentence', 'hypothetical'),
  t('alternative*', 'both', 'clause', 'hypothetical'),
  t('instead', 'backward', 'clause', 'hypothetical'),
  t('why not', 'forward', 'sentence', 'hypothetical'),
  // Someone else's view.
  t('some people', 'forward', 'sentence', 'other-speaker'),
  t('people', 'forward', 'sentence', 'other-speaker'),
  t('saying', 'forward', 'sentence', 'other-speaker'),
  t('often said', 'both', 'sentence', 'other-speaker'),
  t('you might think', 'forward', 'sentence', 'other-speaker'),
  t('a common', 'forward', 'sentence', 'other-speaker'),
  t('claim*', 'forward', 'sentence', 'other-speaker'),
  t('according to', 'both', 'sentence', 'other-speaker'),
  t('tempting to', 'forward', 'sentence', 'other-speaker'),
  t('misses the point', 'backward', 'sentence', 'negated'),
  t('wrong way round', 'backward', 'sentence', 'negated'),
  t('first reflex', 'forward', 'sentence', 'retracted'),
  t('first instinct', 'forward', 'sentence', 'retracted'),
  t('nothing', 'forward', 'clause', 'negated'),
  t('mup', 'both', 'sentence', 'other-speaker'),
  // Self-correction: what came just before is taken back.
  t('sorry', 'backward', 'previous-sentence', 'retracted'),
  t('i mean', 'backward', 'previous-sentence', 'retracted'),
  t('no wait', 'backward', 'previous-sentence', 'retracted'),
  t('scratch that', 'backward', 'previous-sentence', 'retracted'),
  t('correction', 'backward', 'previous-sentence', 'retracted'),
  // A spoken repair: "by root d_model — uh, no, root d_k".
  t('uh no', 'backward', 'previous-sentence', 'retracted'),
  t('um no', 'backward', 'previous-sentence', 'retracted'),
  t('er no', 'backward', 'previous-sentence', 'retracted'),
  t('or rather', 'backward', 'previous-sentence', 'retracted'),
  // Stated assumptions.
  t('if', 'forward', 'sentence', 'assumed'),
  t('assum*', 'forward', 'sentence', 'assumed'),
  t('suppose', 'forward', 'sentence', 'assumed'),
  t('given that', 'forward', 'sentence', 'assumed'),
  t('under', 'forward', 'sentence', 'assumed'),
  // Not the whole story: a claim of "only" or "always" denied, the rest kept.
  t('not just', 'both', 'clause', 'limited'),
  t('not only', 'both', 'clause', 'limited'),
  t('not merely', 'both', 'clause', 'limited'),
  t('not simply', 'both', 'clause', 'limited'),
  t('not purely', 'both', 'clause', 'limited'),
  t('not solely', 'both', 'clause', 'limited'),
  t('not always', 'both', 'clause', 'limited'),
  t('not necessarily', 'both', 'clause', 'limited'),
  t('more than just', 'both', 'clause', 'limited'),
  // A verdict opening the next sentence: "Some texts divide by d_k. That is wrong."
  t('that is wrong', 'backward', 'previous-sentence', 'negated'),
  t('this is wrong', 'backward', 'previous-sentence', 'negated'),
  t('that is incorrect', 'backward', 'previous-sentence', 'negated'),
  t('this is incorrect', 'backward', 'previous-sentence', 'negated'),
  t('that is a myth', 'backward', 'previous-sentence', 'negated'),
  t('this is a myth', 'backward', 'previous-sentence', 'negated'),
  t('that is not true', 'backward', 'previous-sentence', 'negated'),
  t('this is not true', 'backward', 'previous-sentence', 'negated'),
  t('that is false', 'backward', 'previous-sentence', 'negated'),
  t('this is false', 'backward', 'previous-sentence', 'negated'),
  // Someone else's view, named by where it is told.
  t('some texts', 'forward', 'sentence', 'other-speaker'),
  t('some sources', 'forward', 'sentence', 'other-speaker'),
  t('some tutorials', 'forward', 'sentence', 'other-speaker'),
  t('some books', 'forward', 'sentence', 'other-speaker'),
  t('some blogs', 'forward', 'sentence', 'other-speaker'),
  t('some papers', 'forward', 'sentence', 'other-speaker'),
  t('some authors', 'forward', 'sentence', 'other-speaker'),
  t('usual story', 'forward', 'sentence', 'other-speaker'),
  t('usual explanation', 'forward', 'sentence', 'other-speaker'),
  t('standard story', 'forward', 'sentence', 'other-speaker'),
  t('popular explanation', 'forward', 'sentence', 'other-speaker'),
  t('folk*', 'forward', 'sentence', 'other-speaker'),
  t('conventional wisdom', 'forward', 'sentence', 'other-speaker'),
  t('received wisdom', 'forward', 'sentence', 'other-speaker'),
  t('the story goes', 'forward', 'sentence', 'other-speaker'),
  // A proposal weighed, not made: "the law of large numbers suggests d_k".
  t('suggest*', 'forward', 'clause', 'hypothetical'),
  t('otherwise', 'forward', 'clause', 'averted'),
  t('or else', 'forward', 'clause', 'averted'),
  // The fix left out: "if you don't scale, the softmax saturates" tells what
  // the fix averts, as "otherwise" does; it is no hypothetical of the speaker's.
  ...['if you', 'if we', 'if i'].flatMap((who) =>
    ['dont', 'do not', 'didnt', 'did not', 'skip', 'leave out', 'omit', 'forget'].map((left) =>
      t(`${who} ${left}`, 'forward', 'sentence', 'averted'),
    ),
  ),
  // What the fix keeps from happening: "keeps the scores from growing with d".
  t('prevent*', 'forward', 'clause', 'averted'),
  t('avoid*', 'forward', 'clause', 'averted'),
  t('keeps from', 'forward', 'clause', 'averted'),
  t('keep* * from', 'forward', 'clause', 'averted'),
  t('keep* * * from', 'forward', 'clause', 'averted'),
  t('stop*', 'forward', 'clause', 'averted'),
];
