// A tiny pattern language for concepts, in the spirit of H5P Essay keywords
// (groups of alternatives, wildcards, typo tolerance) plus word order and
// proximity:
//   "softmax ~8 saturat*|peak*"   softmax within 8 words of saturat*/peak*, either order
//   "divid* +3 by +1 dk"          in this order, at most 3 / 1 words in between
//   "variance 1|unit"             plain space = in order, at most 2 words between
//   "#"                           any number token; "#3" any number >= 3
//   "#0.95..1"                    any number from 0.95 up to (not including) 1
// Hedges ("about", "roughly", "nearly" ...) do not count towards a gap.
// A match never crosses a sentence boundary.
import { editDistanceWithin, typoBudget } from './edit-distance';
import { stem } from './stem';
import type { Token } from './tokens';

interface Term {
  word: string;
  prefix: boolean;
  stem: string;
  /** One id per distinct term source (`word*`, `word`): where a token keeps its verdict. */
  id: number;
  /** Edits tolerated: for a wildcard (long fixed parts only), or for a whole word. */
  budget: number;
  /** A number test ("#", "#3", "#0.95..1"), or null for a word. */
  number: ((value: number) => boolean) | null;
}

interface Element {
  /** The alternatives as written ("softmax|attention"): elements alike share their hits. */
  key: string;
  terms: Term[];
  gap: number; // words allowed between this element and the previous one
  anyOrder: boolean;
}

export interface Pattern {
  source: string;
  elements: Element[];
}

export interface Match {
  first: number; // index of the earliest token of the match
  last: number; // index of the latest token of the match
  tokens: number[];
}

const DEFAULT_GAP = 2;

export function compilePattern(source: string): Pattern {
  const parts = source.trim().split(/\s+/);
  const elements: Element[] = [];
  let gap = DEFAULT_GAP;
  let anyOrder = false;
  for (const part of parts) {
    const op = /^([+~])(\d+)$/.exec(part);
    if (op) {
      anyOrder = op[1] === '~';
      gap = Number(op[2]);
      continue;
    }
    const terms = part.split('|').map((alt) => {
      const prefix = alt.endsWith('*');
      const word = prefix ? alt.slice(0, -1) : alt;
      // Short stems like "stal*" would match too much ("stable"), so a
      // wildcard only tolerates a general typo when its fixed part is long.
      const budget = prefix ? (word.length >= 6 ? typoBudget(word) : 0) : typoBudget(word);
      return { word, prefix, stem: stem(word), id: termId(alt), budget, number: numberTest(word) };
    });
    elements.push({ key: part, terms, gap, anyOrder });
    gap = DEFAULT_GAP;
    anyOrder = false;
  }
  if (elements.length === 0) throw new Error(`empty concept pattern: "${source}"`);
  return { source, elements };
}

/** The one typo a short wildcard (5 letters) tolerates, the commonest
 *  misspelling: an unstressed "i" written "e" or the reverse ("devide" for
 *  divid*). Other vowel swaps and the first and last letters stay strict:
 *  "still" is not stall*, "legit" is not logit*, "intricate" is not entri*. */
function isVowelSlip(text: string, stem: string): boolean {
  if (stem.length < 5 || text.length < stem.length) return false;
  let slips = 0;
  for (let i = 0; i < stem.length; i++) {
    if (text[i] === stem[i]) continue;
    const swapped = (text[i] === 'e' && stem[i] === 'i') || (text[i] === 'i' && stem[i] === 'e');
    if (!swapped || i === 0 || i === stem.length - 1 || ++slips > 1) return false;
  }
  return slips === 1;
}

function numberTest(word: string): ((value: number) => boolean) | null {
  if (word === '#') return (v) => !Number.isNaN(v);
  if (/^#\d+$/.test(word)) {
    const min = Number(word.slice(1));
    return (v) => v >= min;
  }
  const range = /^#([\d.]+)\.\.([\d.]+)$/.exec(word);
  if (range) {
    const [low, high] = [Number(range[1]), Number(range[2])];
    return (v) => v >= low && v < high;
  }
  return null;
}

// Many patterns share terms, and typo tolerance is the costly part of
// matching: each word remembers its verdict for every term it was tested on
// (1 = matches, 2 = does not), indexed by the term's id. A verdict depends on
// the word's text alone (its stem and value follow from it), so the words of
// one answer and of the next share them; the memo is dropped when it holds
// more words than a session of answers would type.
const termIds = new Map<string, number>();
function termId(source: string): number {
  let id = termIds.get(source);
  if (id === undefined) termIds.set(source, (id = termIds.size));
  return id;
}
const MAX_REMEMBERED_WORDS = 20_000;
const verdicts = new Map<string, number[]>();

function termMatches(term: Term, token: Token): boolean {
  let known = verdicts.get(token.text);
  if (!known) {
    if (verdicts.size >= MAX_REMEMBERED_WORDS) verdicts.clear();
    verdicts.set(token.text, (known = []));
  }
  const verdict = known[term.id];
  if (verdict !== undefined) return verdict === 1;
  const matches = termMatchesUncached(term, token);
  known[term.id] = matches ? 1 : 2;
  return matches;
}

function termMatchesUncached(term: Term, token: Token): boolean {
  if (term.number) return term.number(token.value);
  if (term.prefix) {
    if (token.text.startsWith(term.word)) return true;
    // Short stems like "stal*" would match too much ("stable"), so a wildcard
    // only tolerates a general typo when its fixed part is long.
    const budget = term.budget;
    if (budget === 0) return isVowelSlip(token.text, term.word);
    if (token.text.length < term.word.length) return false;
    // Compare the same-length head of the token, allowing one edit either way.
    return [0, -1, 1].some((delta) =>
      editDistanceWithin(token.text.slice(0, term.word.length + delta), term.word, budget),
    );
  }
  if (token.text === term.word || token.stem === term.stem) return true;
  if (term.budget === 0) return false;
  const budget = Math.min(term.budget, typoBudget(token.text));
  return budget > 0 && editDistanceWithin(token.stem, term.stem, budget);
}

const compiledTerms = new Map<string, Term[]>();

export function tokenMatchesAny(terms: readonly string[], token: Token): boolean {
  return terms.some((source) => {
    let compiled = compiledTerms.get(source);
    if (!compiled) compiledTerms.set(source, (compiled = compilePattern(source).elements[0].terms));
    return compiled.some((t) => termMatches(t, token));
  });
}

// Hedges do not count towards a gap: "the variance of the scores stays at
// about one" is as close as "the variance of the scores stays at one".
const FREE_IN_GAPS = new Set([
  'about',
  'around',
  'roughly',
  'approximately',
  'approx',
  'nearly',
  'almost',
  'essentially',
  'basically',
  'practically',
  'very',
]);

/** The farthest index, stepping `step` from `anchor`, with at most `gap`
 *  counted words between it and the anchor. */
function reach(tokens: Token[], anchor: number, gap: number, step: 1 | -1): number {
  let between = 0;
  let farthest = anchor;
  for (let i = anchor + step; i >= 0 && i < tokens.length && between <= gap; i += step) {
    farthest = i;
    if (!FREE_IN_GAPS.has(tokens[i].text)) between++;
  }
  return farthest;
}

function extend(
  pattern: Pattern,
  tokens: Token[],
  index: number,
  chosen: number[],
): number[] | null {
  if (index === pattern.elements.length) return chosen;
  const element = pattern.elements[index];
  const anchor = chosen[chosen.length - 1];
  const sentence = tokens[anchor].sentence;
  const from = element.anyOrder ? reach(tokens, anchor, element.gap, -1) : anchor + 1;
  const to = reach(tokens, anchor, element.gap, 1);
  for (let i = Math.max(0, from); i <= Math.min(tokens.length - 1, to); i++) {
    if (i === anchor || chosen.includes(i) || tokens[i].sentence !== sentence) continue;
    if (!element.terms.some((term) => termMatches(term, tokens[i]))) continue;
    const found = extend(pattern, tokens, index + 1, [...chosen, i]);
    if (found) return found;
  }
  return null;
}

// Where a pattern can start. A term's verdict depends on a token's text only,
// and hundreds of patterns share their terms, so each token list keeps, per
// distinct text (and stem), its token indices, and per term and per element,
// the indices they match. A plain word without typo tolerance is looked up,
// not tested against every word of the answer.
interface StartIndex {
  byText: Map<string, number[]>;
  byStem: Map<string, number[]>;
  byTerm: Map<number, number[]>;
  byElement: Map<string, number[]>;
}
const startIndexes = new WeakMap<Token[], StartIndex>();

function group(tokens: Token[], key: (t: Token) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  tokens.forEach((t, i) => {
    const found = groups.get(key(t));
    if (found) found.push(i);
    else groups.set(key(t), [i]);
  });
  return groups;
}

function termHits(term: Term, tokens: Token[], index: StartIndex): number[] {
  let hits = index.byTerm.get(term.id);
  if (hits) return hits;
  if (!term.prefix && !term.number && term.budget === 0) {
    hits = [...(index.byText.get(term.word) ?? []), ...(index.byStem.get(term.stem) ?? [])];
  } else {
    hits = [];
    for (const members of index.byText.values())
      if (termMatches(term, tokens[members[0]])) hits.push(...members);
  }
  index.byTerm.set(term.id, hits);
  return hits;
}

function startsOf(element: Element, tokens: Token[]): number[] {
  let index = startIndexes.get(tokens);
  if (!index) {
    index = {
      byText: group(tokens, (t) => t.text),
      byStem: group(tokens, (t) => t.stem),
      byTerm: new Map(),
      byElement: new Map(),
    };
    startIndexes.set(tokens, index);
  }
  let hits = index.byElement.get(element.key);
  if (!hits) {
    const found = new Set<number>();
    for (const term of element.terms) for (const i of termHits(term, tokens, index)) found.add(i);
    hits = [...found].sort((a, b) => a - b);
    index.byElement.set(element.key, hits);
  }
  return hits;
}

/** Every non-overlapping match of the pattern, earliest first. */
/** One match per start, overlapping ones included: for a rule that rejects
 *  some matches afterwards (notBetween), a rejected early start must not hide
 *  a later one inside it. */
export function findMatchesAtEveryStart(pattern: Pattern, tokens: Token[]): Match[] {
  const matches: Match[] = [];
  for (const i of startsOf(pattern.elements[0], tokens)) {
    const chosen = extend(pattern, tokens, 1, [i]);
    if (chosen) {
      matches.push({ first: Math.min(...chosen), last: Math.max(...chosen), tokens: chosen });
    }
  }
  return matches;
}

export function findMatches(pattern: Pattern, tokens: Token[]): Match[] {
  const matches: Match[] = [];
  let after = -1;
  for (const i of startsOf(pattern.elements[0], tokens)) {
    if (i <= after) continue;
    const chosen = extend(pattern, tokens, 1, [i]);
    if (!chosen) continue;
    const first = Math.min(...chosen);
    const last = Math.max(...chosen);
    matches.push({ first, last, tokens: chosen });
    after = last;
  }
  return matches;
}
