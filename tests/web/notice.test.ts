// The notice area shows every message: a link with five bad values names all five.
import { describe, expect, it } from 'vitest';
import { noticeLines } from '../../web/src/notice';
import { readState } from '../../web/src/state/url';

describe('notice lines', () => {
  it('keeps every problem of a link with five bad values', () => {
    const { problems } = readState('?dk=0&rho=NaN&seed=-1&threshold=7&heads=0');
    expect(problems).toHaveLength(5);
    const lines = noticeLines(problems);
    expect(lines.map((line) => line.text)).toEqual(problems);
    for (const name of ['dk', 'rho', 'seed', 'threshold', 'heads']) {
      expect(lines.some((line) => new RegExp(`\\b${name}\\b`).test(line.text))).toBe(true);
    }
  });

  it('shows many distinct messages without dropping the oldest', () => {
    const messages = Array.from({ length: 9 }, (_, i) => `message ${i}`);
    expect(noticeLines(messages).map((line) => line.text)).toEqual(messages);
  });

  it('counts a repeated message instead of repeating it', () => {
    expect(noticeLines(['a', 'b', 'a', 'a'])).toEqual([
      { text: 'a', count: 3 },
      { text: 'b', count: 1 },
    ]);
  });
});
