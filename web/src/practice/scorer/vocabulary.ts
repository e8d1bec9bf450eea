// The word lists that tell a claim from a keyword: predicates (what makes a
// clause a claim) and subjects (whose -s word is their verb). A word list
// entry is either an exact word ("not") or a prefix ("mistak*", which also
// meets "mistakes" and "mistaken"); tests/practice/vocabulary.test.ts checks
// that every entry, and its usual inflections, really match a token.
import type { Token } from './tokens';

export interface WordList {
  exact: ReadonlySet<string>;
  prefixes: readonly string[];
}

/** The words of the lines, in order: a word list written as text. */
export const words = (...lines: string[]): string[] => lines.join(' ').split(' ');

function wordList(entries: readonly string[]): WordList {
  return {
    exact: new Set(entries.filter((w) => !w.endsWith('*'))),
    prefixes: entries.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1)),
  };
}

export function inList(list: WordList, token: Token | undefined): boolean {
  if (!token) return false;
  return list.exact.has(token.text) || list.prefixes.some((p) => token.text.startsWith(p));
}

/** Verbs whose finite forms make a clause a claim (base forms; the -s, -es
 *  and -ies forms are derived). Past participles are left out on purpose:
 *  "saturated softmax, vanishing gradients" is a list of noun phrases. */
const VERBS = words(
  'absorb accumulate act add address affect agree align alleviate allow amplify appear',
  'apply approach approximate argue arise assume attend avoid balance beat become',
  'behave believe blow break bring cancel cap carry cause change choose claim climb close',
  'collapse combat come compare compensate compute concentrate consider contain',
  'contribute control converge coordinate correlate cost counter counteract create cut',
  'damp dampen decay degrade depend destroy die disappear diverge divide dominate drag',
  'drift drive drop dwarf emerge enable end ensure enter equal exceed expect explain',
  'explode fail fall fix flatten flow fluctuate focus fold follow force fuse get give',
  'go grow guarantee hamper happen help hinder hit hold hurt imagine impede improve',
  'increase induce inflate involve keep kill know land lead learn leave let lie limit',
  'line lock look lose magnify maintain make matter mean merge mimic mitigate move',
  'multiply narrow need neutralise neutralize normalise normalize note notice observe',
  'occur originate outperform overflow overwhelm pass peak perform pick pile play',
  'preserve prevent produce propagate pull push put reach receive recover reduce remain',
  'remove render replace require rescale resolve restore result retain return rise risk run',
  'saturate say scale see seem send set settle sharpen shift shoot show shrink sit skyrocket slow',
  'smooth soften solve span spike spread squash squeeze stabilise stabilize stall start',
  'starve stay stem stop suffer sum suppress suspect swamp tackle take tame temper tend',
  'think tile train transfer turn underflow use vanish vary want widen win work worsen',
  'yield',
);
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
  ...words(
    'is are was were be been being am has have had do does did will would can could should may',
    'might must shall',
  ),
  // Irregular pasts that are always finite.
  ...words('went took gave made kept grew blew fell got lost brought'),
  ...words('became began came drove ran rose sank shrank stood'),
  // Relations.
  ...words('= then so because since thus therefore hence approx means via'),
]);

/** The simple pasts of the irregular verbs an explanation uses, by base
 *  form (not the participles: "the logits get shrunk" is a passive). */
const IRREGULAR_PASTS: Record<string, string[]> = {
  is: ['was'],
  are: ['were'],
  has: ['had'],
  have: ['had'],
  do: ['did'],
  does: ['did'],
  can: ['could'],
  become: ['became'],
  begin: ['began'],
  blow: ['blew'],
  bring: ['brought'],
  come: ['came'],
  drive: ['drove'],
  fall: ['fell'],
  feed: ['fed'],
  get: ['got'],
  give: ['gave'],
  go: ['went'],
  grow: ['grew'],
  hold: ['held'],
  keep: ['kept'],
  lead: ['led'],
  learn: ['learned', 'learnt'],
  lose: ['lost'],
  make: ['made'],
  mean: ['meant'],
  put: ['put'],
  rise: ['rose'],
  run: ['ran'],
  send: ['sent'],
  shoot: ['shot'],
  shrink: ['shrank'],
  sink: ['sank'],
  spread: ['spread'],
  take: ['took'],
  win: ['won'],
};

/** A regular past: "caused", "died", "stopped", "carried". */
function regularPast(base: string): string {
  if (base.endsWith('e')) return base + 'd';
  if (/[^aeiou]y$/.test(base)) return base.slice(0, -1) + 'ied';
  // One short syllable ending in one consonant doubles it: "stopped", "pinned".
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(base)) return base + base.slice(-1) + 'ed';
  return base + 'ed';
}

/** Each present form of a listed verb, and its base (the first verb that
 *  has it): looked up for every word of every phrase when the lexicon is
 *  indexed, so made once here, not searched for each word. */
function baseOfForms(bases: readonly string[], withBase: boolean): Map<string, string> {
  const map = new Map<string, string>();
  for (const base of bases)
    for (const form of verbForms(base))
      if ((withBase || form !== base) && !map.has(form)) map.set(form, base);
  return map;
}
const PRESENT_BASE = baseOfForms([...Object.keys(IRREGULAR_PASTS), ...VERBS], true);
/** Only the -s, -es and -ies forms, for the plural of a third-person verb. */
const THIRD_PERSON_BASE = baseOfForms(VERBS, false);

/** Pasts that are mostly adjectives, a purpose or a choice: "a fixed
 *  scale", "the set of keys", "is meant to shrink the gradients", "they
 *  picked dot-product attention" (not the softmax that "just picks" one). */
const ADJECTIVE_PASTS = new Set(words('fixed set meant picked'));

/** The pasts of a verb form a phrase writes in the present ("causes",
 *  "leads", "is"), or of the irregular verbs a prefix of one starts
 *  ("grow*" → "grew", "becom*" → "became"); none for any other word. */
export function pastsOf(word: string): string[] {
  if (word.endsWith('*')) {
    const prefix = word.slice(0, -1);
    if (prefix.length < 2) return [];
    return Object.entries(IRREGULAR_PASTS).flatMap(([base, pasts]) =>
      base.startsWith(prefix) ? pasts.filter((p) => !p.startsWith(prefix)) : [],
    );
  }
  const base = PRESENT_BASE.get(word);
  if (base === undefined) return [];
  const pasts = IRREGULAR_PASTS[base] ?? [regularPast(base)];
  return pasts.filter((p) => !ADJECTIVE_PASTS.has(p));
}

/** Third-person forms of the auxiliaries, with their plural. */
const PLURAL_AUXILIARIES: Record<string, string> = { is: 'are', has: 'have', does: 'do' };

/** Verbs whose plural is mostly an ability after "can't" or "to": "attention
 *  couldn't pick out anything" is flat, not the softmax that "picks out" one. */
const NO_PLURAL = new Set(words('pick'));

/** The plural of a third-person verb: "changes" → "change", "does" → "do".
 *  None for a base form or a word that is no listed verb. */
function pluralOf(word: string): string[] {
  if (word in PLURAL_AUXILIARIES) return [PLURAL_AUXILIARIES[word]];
  const base = THIRD_PERSON_BASE.get(word);
  return base === undefined || NO_PLURAL.has(base) ? [] : [base];
}

/** A lexicon's phrases with every verb in them also said in the past, and a
 *  third-person verb of a phrase of several words also in the plural, one
 *  verb at a time: "leads to" → "led to", "blow* up" → "blew up", "is zero" →
 *  "was zero", "barely changes" → "barely change". A relation told of a run,
 *  of what the paper found or of a plural subject is the same relation. */
export function withTenses(phrases: readonly string[]): string[] {
  const out = new Set(phrases);
  const forms = (word: string, several: boolean) => [
    ...pastsOf(word),
    ...(several ? pluralOf(word) : []),
  ];
  for (const phrase of phrases) {
    const parts = phrase.split(' ');
    parts.forEach((word, k) => {
      for (const form of forms(word, parts.length > 1))
        out.add([...parts.slice(0, k), form, ...parts.slice(k + 1)].join(' '));
    });
  }
  return [...out];
}

/** The pasts of the listed verbs ("vanished", "dropped", "shrank"): finite
 *  or a participle, which the words around them tell (claims.ts). */
export const PASTS: ReadonlySet<string> = new Set(
  [...VERBS, ...Object.keys(IRREGULAR_PASTS)].flatMap(
    (b) => IRREGULAR_PASTS[b] ?? [regularPast(b)],
  ),
);

/** Words that may follow a finite past but not a participle used as an
 *  adjective ("the gradients vanished in layer 1", "… pushed the softmax",
 *  not "saturated softmax"): determiners, prepositions, adverbs, linking
 *  words and the quantities said as objects. */
export const AFTER_FINITE_PAST = new Set(
  words(
    'the a an its their this that these those all some any no every each nothing everything',
    'little much anything to into onto with as in at on like by from for toward towards through',
    'over under across out up down off away back quickly completely entirely again too almost',
    'nearly basically essentially and but so because when then while',
  ),
);

/** Subjects after which a word ending in -s or -ed is a finite verb even when
 *  the verb list lacks it: "training suffers", "1/√d_k pulls", "it tanked". */
export const SUBJECTS = wordList(
  words(
    'it this that which they one each everything nothing training learning softmax attention',
    'model network variance std spread gradient* score* logit* product* weight* head heads q k',
    'qk dk sqrtdk dmodel nheads scaling factor division divisor sum jacobian output* distribution',
    'signal',
    'loss optimizer optimiser adam value* entries term* key* quer* temperature norm* dot',
  ),
);

/** A reply's first word, and what it does to the yes/no question before it
 *  (extract.ts answers the question; code-markdown.ts keeps a flashcard so
 *  answered as a question and its reply). */
export const REPLIES = new Map<string, 1 | -1>([
  ['yes', 1],
  ['yeah', 1],
  ['yep', 1],
  ['no', -1],
  ['nope', -1],
]);

/** Auxiliaries that open a yes/no question ("Does it …?", "Should we …?").
 *  The lexer has already spelt contractions out ("doesn't" is "does not"). */
export const AUXILIARIES = new Set(
  words('do does did is are was were can could should would will'),
);

/** Adverbs that stand between a pronoun and its verb: "they just vanish",
 *  "it simply saturates", "they all shrink". */
export const BETWEEN_PRONOUN_AND_VERB = new Set(
  words(
    'just simply merely basically actually really still then also instead quickly all both always',
  ),
);

/** Words spelt right that a stem of the lexicon would take for another
 *  word, by its letters ("summary" is no "summ*", "largely" no "larg*",
 *  "window" no "win*", "useful" no "use*") or by one typo of a long stem
 *  ("transformer" is no misspelt "transfer*", "normal" no "normali*",
 *  "variant" no "varianc*"): phrase.ts leaves them alone. Spellings of the
 *  stem's own word ("normalization" for "normalis*") still match. */
export const OTHER_WORDS = new Set(
  words(
    'transform transformer transformers normal normally normals quantity quantities',
    'produced producing variant variants country protection integral presented addition',
    'additionally summary address addresses useful useless user users window windows',
    'needle needlessly largely highly highlight highlights widely keywords good google goal',
    'goals',
  ),
);
