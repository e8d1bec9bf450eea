import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORES,
  MAX_SCORES,
  formatScoreVector,
  parseScoreVector,
  scaleScores,
} from '../../web/src/steps/score-vector';

function scoresOf(text: string): number[] {
  const parsed = parseScoreVector(text);
  if (!parsed.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${parsed.message}`);
  return parsed.scores;
}

function messageOf(text: string): string {
  const parsed = parseScoreVector(text);
  if (parsed.ok) throw new Error(`expected ${JSON.stringify(text)} to be rejected`);
  return parsed.message;
}

describe('parseScoreVector', () => {
  it('accepts commas, spaces, semicolons and mixed separators', () => {
    expect(scoresOf('16, 8, 0, -8')).toEqual([16, 8, 0, -8]);
    expect(scoresOf('16 8 0 -8')).toEqual([16, 8, 0, -8]);
    expect(scoresOf(' 16;8 ,\t0\n-8 ')).toEqual([16, 8, 0, -8]);
  });

  it('accepts the typographic minus and other dashes as a minus sign', () => {
    expect(scoresOf('16, 8, 0, \u22128')).toEqual([16, 8, 0, -8]);
    expect(scoresOf('\u20131.5 \u20142')).toEqual([-1.5, -2]);
  });

  it('accepts decimals, leading dots, plus signs and exponents', () => {
    expect(scoresOf('.5, +2, 1e1, 2.5E-1')).toEqual([0.5, 2, 10, 0.25]);
  });

  it('rejects NaN, Infinity, hex and garbage, naming the field and quoting the token', () => {
    for (const bad of ['1, NaN', '1, Infinity', '1, 0x10', '1, abc', '1, 2..3', '1, --2']) {
      const message = messageOf(bad);
      expect(message).toMatch(/^Scores:/);
      expect(message).toMatch(/not a number/);
    }
    expect(messageOf('1, <script>alert(1)</script>')).toContain('"<script>aler…"');
  });

  it('rejects too few or too many numbers with the allowed range', () => {
    expect(messageOf('')).toMatch(/between 2 and 64 numbers.*found 0/);
    expect(messageOf('5')).toMatch(/found 1/);
    const many = Array.from({ length: MAX_SCORES + 1 }, (_, i) => i).join(',');
    expect(messageOf(many)).toMatch(/found 65/);
    expect(scoresOf(Array.from({ length: MAX_SCORES }, () => 1).join(' '))).toHaveLength(64);
  });

  it('rejects scores so large that exp() would underflow every other weight to zero', () => {
    expect(messageOf('1, 1e5')).toMatch(/between -1000 and 1000/);
    expect(messageOf('1, 1e999')).toMatch(/not a number/);
  });

  it('replaces non-printable characters in the echoed token', () => {
    expect(messageOf('1, x\u0000y')).toContain('"x?y"');
  });
});

describe('formatScoreVector and scaleScores', () => {
  it('round-trips through the parser', () => {
    const text = formatScoreVector([16, 8, 0, -8, 0.1 + 0.2]);
    expect(text).toBe('16, 8, 0, -8, 0.3');
    expect(scoresOf(text)).toEqual([16, 8, 0, -8, 0.3]);
    expect(scoresOf(formatScoreVector(DEFAULT_SCORES))).toEqual([...DEFAULT_SCORES]);
  });

  it('divides by √d_k = 8 to give the scaled example (2, 1, 0, -1)', () => {
    expect(scaleScores(DEFAULT_SCORES, Math.sqrt(64))).toEqual([2, 1, 0, -1]);
  });
});
