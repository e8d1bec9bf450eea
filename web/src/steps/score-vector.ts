// Parses the editable score vector of step 2 ("16, 8, 0, -8").
// Pure: no DOM, so the same rules are unit-tested and used by the page.
// Learners paste numbers from slides and chats, so we accept commas, spaces,
// semicolons and the typographic minus sign (U+2212) that KaTeX and word
// processors produce; anything else is rejected with a message that names
// the field and the allowed range, never echoing HTML back.

export const MIN_SCORES = 2;
export const MAX_SCORES = 64;
/** exp() of a difference larger than this underflows a double to exactly 0,
 *  which would turn a teaching example into a wall of zeros; it is also far
 *  beyond any score the page needs. */
export const MAX_ABS_SCORE = 1000;

export const DEFAULT_SCORES: readonly number[] = [16, 8, 0, -8];

export type ScoreParse = { ok: true; scores: number[] } | { ok: false; message: string };

const NUMBER_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const MINUS_SIGNS = /[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g;
const SEPARATORS = /[\s,;]+/;
const SHOWN_TOKEN_LENGTH = 12;

function describeToken(token: string): string {
  // The token ends up in textContent only, but keep the message short and printable.
  const printable = token.replace(/[^\x20-\x7E]/g, '?');
  return printable.length > SHOWN_TOKEN_LENGTH
    ? `${printable.slice(0, SHOWN_TOKEN_LENGTH)}…`
    : printable;
}

export function parseScoreVector(text: string): ScoreParse {
  const tokens = text.replace(MINUS_SIGNS, '-').trim().split(SEPARATORS).filter(Boolean);
  if (tokens.length < MIN_SCORES || tokens.length > MAX_SCORES) {
    return {
      ok: false,
      message: `Scores: enter between ${MIN_SCORES} and ${MAX_SCORES} numbers separated by commas or spaces (found ${tokens.length}).`,
    };
  }
  const scores: number[] = [];
  for (const token of tokens) {
    const value = NUMBER_PATTERN.test(token) ? Number(token) : Number.NaN;
    if (!Number.isFinite(value)) {
      return {
        ok: false,
        message: `Scores: "${describeToken(token)}" is not a number; use plain numbers such as 16, 8, 0, -8.`,
      };
    }
    if (Math.abs(value) > MAX_ABS_SCORE) {
      return {
        ok: false,
        message: `Scores: each score must lie between -${MAX_ABS_SCORE} and ${MAX_ABS_SCORE} (got ${describeToken(token)}).`,
      };
    }
    scores.push(value);
  }
  return { ok: true, scores };
}

/** The canonical text of a score vector, as written back into the field and the URL. */
export function formatScoreVector(scores: readonly number[]): string {
  return scores.map((s) => String(Number(s.toPrecision(6)))).join(', ');
}

/** Divides every score by `divisor` (the "divide by √d_k" preset). */
export function scaleScores(scores: readonly number[], divisor: number): number[] {
  return scores.map((s) => s / divisor);
}
