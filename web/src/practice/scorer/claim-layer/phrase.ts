// One phrase syntax for the lexicon and the trigger table, matched against
// the lexed tokens (tokens.ts) of one sentence: words separated by spaces,
// `word*` for any word that starts so, `#` for any number, `#1` for the
// number 1, `#<17` for a number below 17, `#>31` above 31, `#0..0.01` for
// one from 0 to 0.01. A phrase never runs across a sentence.
import { editDistanceWithin } from '../edit-distance';
import { OTHER_WORDS, PREDICATES, inList } from '../vocabulary';
import type { Token } from '../tokens';

export type Phrase = string;

export interface Span {
  first: number;
  last: number;
}

type WordTest = (t: Token) => boolean;

/** Letters a prefix needs before a typo in it is forgiven. */
const TYPO_STEM = 7;

/** Number words the lexing writes as digits ("basically zero" → "basically 0"). */
const DIGITS: Record<string, number> = { zero: 0, one: 1 };

function wordTest(word: string): WordTest {
  if (word in DIGITS) return (t) => t.text === word || t.value === DIGITS[word];
  if (word === '#') return (t) => !Number.isNaN(t.value);
  const range = /^#([\d.]+)\.\.([\d.]+)$/.exec(word);
  if (range) return (t) => t.value >= Number(range[1]) && t.value <= Number(range[2]);
  const number = /^#([<>]?)([\d.]+)$/.exec(word);
  if (number) {
    const bound = Number(number[2]);
    if (number[1] === '<') return (t) => t.value < bound;
    return number[1] === '>' ? (t) => t.value > bound : (t) => t.value === bound;
  }
  if (word.endsWith('*')) {
    const prefix = word.slice(0, -1);
    // A long stem forgives one typo ("gradents", "varience").
    if (prefix.length < TYPO_STEM)
      return (t) => t.text.startsWith(prefix) && !OTHER_WORDS.has(t.text);
    const seen = new Map<string, boolean>();
    return (t) => {
      if (OTHER_WORDS.has(t.text)) return false;
      if (t.text.startsWith(prefix)) return true;
      // (A verb spelt right is no typo: "produces" is not "products".)
      if (t.text[0] !== prefix[0] || inList(PREDICATES, t)) return false;
      let near = seen.get(t.text);
      if (near === undefined) {
        near = [-1, 0, 1].some(
          (d) =>
            t.text.length >= prefix.length + d &&
            editDistanceWithin(t.text.slice(0, prefix.length + d), prefix, 1),
        );
        seen.set(t.text, near);
      }
      return near;
    };
  }
  return (t) => t.text === word;
}

/** A phrase's word tests, and where it has a number after its first word:
 *  that number is read with the word before it only inside one
 *  comma-separated item ("d_k 4" is a size, "grows with d_k, one score …"
 *  is not; "N(0, d_k)" keeps its items). */
type Compiled = WordTest[] & { numbers: number[] };

function compile(phrase: Phrase): Compiled {
  const words = phrase.split(' ');
  return Object.assign(words.map(wordTest), {
    numbers: words.flatMap((w, k) => (k > 0 && (w.startsWith('#') || w in DIGITS) ? [k] : [])),
  });
}

/** Phrases that share a first word, so that word is tested once per token. */
interface Group<T> {
  first: WordTest;
  entries: [T, Compiled][];
}

/** Phrases of many rows, compiled once and indexed by their first word, so
 *  finding all of them in a sentence is one pass over its words. */
export interface PhraseIndex<T> {
  exact: Map<string, [T, Compiled][]>;
  /** Phrases whose first word is a prefix (`word*`), by its first letter:
   *  a forgiven typo keeps the first letter (wordTest). */
  initial: Map<string, Group<T>[]>;
  other: Group<T>[];
}

export function indexPhrases<T>(rows: readonly { id: T; phrases: Phrase[] }[]): PhraseIndex<T> {
  const exact = new Map<string, [T, Compiled][]>();
  const groups = new Map<string, Group<T>>();
  for (const row of rows)
    for (const phrase of row.phrases) {
      const first = phrase.split(' ')[0];
      const entry: [T, Compiled] = [row.id, compile(phrase)];
      if (/^[^#*]+$/.test(first) && !(first in DIGITS))
        exact.set(first, [...(exact.get(first) ?? []), entry]);
      else {
        if (!groups.has(first)) groups.set(first, { first: entry[1][0], entries: [] });
        groups.get(first)!.entries.push(entry);
      }
    }
  const index: PhraseIndex<T> = { exact, initial: new Map(), other: [] };
  for (const [first, group] of groups)
    if (/^[^#*]+\*$/.test(first))
      index.initial.set(first[0], [...(index.initial.get(first[0]) ?? []), group]);
    else index.other.push(group);
  return index;
}

/** Every phrase of the index said in tokens[from..to], as (id, span). */
export function findIndexed<T>(
  tokens: readonly Token[],
  index: PhraseIndex<T>,
  from: number,
  to: number,
): (Span & { id: T })[] {
  const out: (Span & { id: T })[] = [];
  // This loop runs once per token and is most of the scorer's time: lists
  // are walked in turn rather than joined, and a shared first word is
  // tested once.
  const match = (list: [T, Compiled][], i: number) => {
    for (const [id, tests] of list) {
      const last = i + tests.length - 1;
      if (last > to || tokens[last].sentence !== tokens[i].sentence) continue;
      if (tests.numbers.some((k) => tokens[i + k].item !== tokens[i + k - 1].item)) continue;
      if (tests.every((test, k) => test(tokens[i + k]))) out.push({ id, first: i, last });
    }
  };
  for (let i = from; i <= to; i++) {
    const text = tokens[i].text;
    match(index.exact.get(text) ?? [], i);
    for (const groups of [index.initial.get(text[0]) ?? [], index.other])
      for (const group of groups) if (group.first(tokens[i])) match(group.entries, i);
  }
  return out;
}
