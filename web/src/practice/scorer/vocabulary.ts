// The scorer's shared word lists, in one place so they cannot drift apart:
// negation, hypotheticals, corrections, predicates (what makes a clause a
// claim) and the "close to zero" words of the concept patterns. A word list
// entry is either an exact word ("not") or a prefix ("mistak*", which also
// meets "mistakes" and "mistaken"); tests/practice/vocabulary.test.ts checks
// that every entry, and its usual inflections, really match a token.
import type { Token } from './tokens';

export interface WordList {
  exact: ReadonlySet<string>;
  prefixes: readonly string[];
}

export function wordList(entries: readonly string[]): WordList {
  return {
    exact: new Set(entries.filter((w) => !w.endsWith('*'))),
    prefixes: entries.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1)),
  };
}

export function inList(list: WordList, token: Token | undefined): boolean {
  if (!token) return false;
  return list.exact.has(token.text) || list.prefixes.some((p) => token.text.startsWith(p));
}

/** Words that negate what follows them in their clause. */
export const NEGATORS = wordList([
  'not',
  'no',
  'never',
  'nor',
  'neither',
  'rather',
  'instead',
  'unlike',
]);
/** The plain denials: "X is not Y", "X aren't the issue". */
export const DENIALS = wordList(['not', 'no', 'never']);
/** A conditional or counterfactual clause: "dividing by d_k would ...". */
export const HYPOTHETICAL = wordList([
  'if',
  'would',
  'could',
  'might', // "one might divide by d_k, but ..."
  'suggest*', // "the law of large numbers suggests dividing by d_k"
  'suppose',
  'imagine',
  'instead',
  'rather',
]);
/** The sentence calls a statement a mistake ("..., but that is a misconception"). */
export const CORRECTION = wordList([
  'wrong*',
  'incorrect*',
  'myth*',
  'misconcept*',
  'mistak*',
  'mix',
  'mixed',
  'mixing',
  'confus*',
  'false',
  'falsely',
  'mislead*',
  'nonsens*',
]);

/** Verbs whose finite forms make a clause a claim (base forms; the -s, -es
 *  and -ies forms are derived). Past participles are left out on purpose:
 *  "saturated softmax, vanishing gradients" is a list of noun phrases. */
const VERBS = [
  'add',
  'affect',
  'amplify',
  'approach',
  'become',
  'blow',
  'break',
  'bring',
  'cancel',
  'cap',
  'cause',
  'change',
  'collapse',
  'come',
  'compute',
  'concentrate',
  'contribute',
  'control',
  'correlate',
  'cost',
  'counter',
  'cut',
  'depend',
  'die',
  'diverge',
  'divide',
  'dominate',
  'drift',
  'drive',
  'drop',
  'equal',
  'explode',
  'fall',
  'fix',
  'flatten',
  'flow',
  'follow',
  'force',
  'get',
  'give',
  'go',
  'grow',
  'happen',
  'help',
  'hold',
  'hurt',
  'increase',
  'keep',
  'kill',
  'land',
  'lead',
  'learn',
  'leave',
  'let',
  'lie',
  'limit',
  'look',
  'lose',
  'make',
  'matter',
  'mean',
  'move',
  'multiply',
  'need',
  'normalise',
  'normalize',
  'occur',
  'pass',
  'peak',
  'pile',
  'prevent',
  'produce',
  'propagate',
  'push',
  'put',
  'reach',
  'receive',
  'reduce',
  'remain',
  'remove',
  'rescale',
  'restore',
  'result',
  'return',
  'saturate',
  'scale',
  'see',
  'send',
  'set',
  'shrink',
  'sit',
  'slow',
  'spike',
  'spread',
  'stall',
  'stay',
  'stop',
  'sum',
  'take',
  'tend',
  'turn',
  'use',
  'vanish',
  'vary',
  'want',
  'work',
  'yield',
];
const verbForms = (base: string) => {
  const forms = [base, base + 's'];
  if (/(?:s|x|z|ch|sh|o)$/.test(base)) forms.push(base + 'es');
  if (/[^aeiou]y$/.test(base)) forms.push(base.slice(0, -1) + 'ies');
  return forms;
};
/** Finite verbs and the words that state a relation: "X = Y", "X → Y" (read
 *  "then"), "X, so Y", "because", "which means". */
export const PREDICATES = wordList([
  ...VERBS.flatMap(verbForms),
  // Auxiliaries, copulas and modals.
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'am',
  'has',
  'have',
  'had',
  'do',
  'does',
  'did',
  'will',
  'would',
  'can',
  'could',
  'should',
  'may',
  'might',
  'must',
  'shall',
  // Irregular pasts that are always finite.
  'went',
  'took',
  'gave',
  'made',
  'kept',
  'grew',
  'blew',
  'fell',
  'got',
  'lost',
  'brought',
  // Relations.
  '=',
  'then',
  'so',
  'because',
  'since',
  'thus',
  'therefore',
  'hence',
  'approx',
  'means',
  'via',
]);

/** Subjects after which a word ending in -s or -ed is a finite verb even when
 *  the verb list lacks it: "training suffers", "1/√d_k pulls", "it tanked". */
export const SUBJECTS = wordList([
  'it',
  'this',
  'that',
  'which',
  'they',
  'one',
  'each',
  'everything',
  'nothing',
  'training',
  'learning',
  'softmax',
  'attention',
  'model',
  'network',
  'variance',
  'std',
  'spread',
  'gradient*',
  'score*',
  'logit*',
  'product*',
  'weight*',
  'head',
  'heads',
  'q',
  'k',
  'qk',
  'dk',
  'sqrtdk',
  'scaling',
  'factor',
  'division',
  'divisor',
  'sum',
  'jacobian',
  'output*',
  'distribution',
  'signal',
  'loss',
  'optimizer',
  'optimiser',
  'adam',
  'value*',
  'entries',
  'term*',
  'key*',
  'quer*',
  'temperature',
  'norm*',
  'dot',
]);

/** "Close to zero" in the concept patterns (pattern-language alternatives). */
export const NEAR_ZERO = 'vanish*|0|zero|tiny|negligibl*|collaps*';
