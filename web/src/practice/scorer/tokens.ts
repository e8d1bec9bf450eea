// Splits a normalised answer into word tokens that know their sentence and
// clause, their stem, and their span in the learner's original text.
import type { MappedText } from './mapped-text';
import { stem } from './stem';

export interface Token {
  text: string;
  stem: string;
  /** Numeric value when the token is a number, otherwise NaN. */
  value: number;
  start: number; // offset in the original answer
  end: number; // offset just past the token in the original answer
  sentence: number;
  clause: number;
  /** The sentence ends with a question mark: it asks, it does not claim. */
  asked: boolean;
  /** Comma- or colon-separated item of its sentence (a bracket does not end one). */
  item: number;
  /** On a Markdown block-quote line or in a quoted clause: someone else's words (quoted-words.ts). */
  quoted: boolean;
  /** Copied from a text the page showed, in an answer that hands the page
   *  back (handed-back.ts): the page's words, not the learner's. */
  handedBack?: boolean;
  /** The first word after a colon: what follows elaborates what came before. */
  afterColon?: boolean;
}

/** Token i opens its sentence. */
export const opensSentence = (tokens: readonly { sentence: number }[], i: number): boolean =>
  i === 0 || tokens[i - 1].sentence !== tokens[i].sentence;

/** The value cached for `key`, made on the first ask (one per lexed text). */
export function memo<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

/** The first and the last index of the run of tokens around `at` that share
 *  its clause or its sentence. */
export function runStart(tokens: readonly Token[], at: number, key: 'clause' | 'sentence'): number {
  let first = at;
  while (first > 0 && tokens[first - 1][key] === tokens[at][key]) first--;
  return first;
}
export function runEnd(tokens: readonly Token[], at: number, key: 'clause' | 'sentence'): number {
  let end = at;
  while (end + 1 < tokens.length && tokens[end + 1][key] === tokens[at][key]) end++;
  return end;
}

/** The sentence before and after each one (-1 for none): sentence numbers
 *  may skip (a paragraph break, a rule or a code fence's line has no words),
 *  so "the next sentence" is the next one that has words, not the next number. */
export interface SentenceOrder {
  before: (sentence: number) => number;
  after: (sentence: number) => number;
}
export function sentenceOrder(tokens: readonly { sentence: number }[]): SentenceOrder {
  const said = [...new Set(tokens.map((t) => t.sentence))].sort((a, b) => a - b);
  const at = new Map(said.map((s, k) => [s, k]));
  const step = (s: number, by: number) => said[(at.get(s) ?? NaN) + by] ?? -1;
  return { before: (s) => step(s, -1), after: (s) => step(s, 1) };
}

// Words, numbers (with decimals), and the few symbols that carry meaning.
// (A full stop inside a closing quote or bracket ends its sentence too:
// 'he said "it's fine." It isn't.')
const TOKEN = /[a-z0-9_]+(?:\.\d+)?|[=/^]|[.;!?]+(?=["”’')\]]*(?:\s|$))|[,:()—]/giu;
const SENTENCE_END = /^[.;!?]+$/;
const CLAUSE_BREAK = new Set([',', ':', '(', ')', '—']);
const CLAUSE_WORDS = new Set(['but', 'however', 'although', 'whereas', 'though']);

// The full stop of an abbreviation ends no sentence: "muP (Yang et al. 2022)
// divides by d_k", "(e.g. 4, std 2)", "i.e. the variance", "vs. additive"
// (e.g and i.e are two tokens each, written here with their inner dot).
const ABBREVIATIONS = new Set('al vs cf approx fig eq sec resp e.g i.e'.split(' '));
function endsAbbreviation(tokens: Token[], raw: string): boolean {
  const [before, last] = [tokens.at(-2)?.text, tokens.at(-1)?.text];
  return raw === '.' && (ABBREVIATIONS.has(last ?? '') || ABBREVIATIONS.has(`${before}.${last}`));
}

export function tokenise(mapped: MappedText): Token[] {
  const tokens: Token[] = [];
  let sentence = 0;
  let clause = 0;
  let item = 0;
  let colon = false;
  let comma = false;
  for (const match of mapped.text.matchAll(TOKEN)) {
    const raw = match[0];
    const at = match.index;
    if (endsAbbreviation(tokens, raw)) continue;
    if (SENTENCE_END.test(raw)) {
      if (raw.includes('?')) for (const t of tokens) if (t.sentence === sentence) t.asked = true;
      sentence++;
      clause++;
      item++;
      continue;
    }
    if (CLAUSE_BREAK.has(raw)) {
      // A number set off by commas is in the clause it interrupts: "the
      // hidden size, 768, is divided by …" (not a list: "4, 16, 64").
      const [before, last] = [tokens.at(-2), tokens.at(-1)];
      if (
        comma &&
        raw === ',' &&
        before &&
        last &&
        before.clause < last.clause &&
        last.value >= 0 &&
        !(before.value >= 0)
      )
        last.clause = clause = before.clause;
      else clause++;
      comma = raw === ',';
      if (raw === ',' || raw === ':') item++;
      colon = raw === ':';
      continue;
    }
    if (CLAUSE_WORDS.has(raw)) clause++;
    const start = mapped.origin[at] ?? 0;
    const end = (mapped.origin[at + raw.length - 1] ?? start) + 1;
    const value = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    tokens.push({
      text: raw,
      stem: stem(raw),
      value,
      start,
      end,
      sentence,
      clause,
      item,
      asked: false,
      quoted: false,
      ...(colon && { afterColon: true }),
    });
    colon = false;
  }
  return tokens;
}
