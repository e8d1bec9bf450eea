// The `npm run grade` command end to end: a real process, real files.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAnswerBytes } from '../../web/src/practice/answer-input';

const dir = mkdtempSync(join(tmpdir(), 'grade-cli-'));
function grade(args: string[], input?: string | Buffer) {
  // `node --import tsx` is the loader `npm run grade` runs, without npx's own
  // start-up (about half of each call's second).
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'web/src/practice/grade-cli.ts', ...args],
    {
      input,
      encoding: 'utf8',
    },
  );
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('grade CLI', () => {
  it('grades a file and prints levels, mistakes and evidence as JSON', () => {
    const file = join(dir, 'answer.txt');
    writeFileSync(file, 'We divide by d_k so the softmax saturates less.');
    const { code, out } = grade([file]);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(Object.keys(json.levels).sort()).toEqual([
      'communication',
      'correctness',
      'depth',
      'followup',
      'tradeoffs',
    ]);
    expect(json.mistakes).toEqual(['divide-by-dk']);
    expect(json.evidence.depth.join(' ')).toContain('saturates');
  });

  it('reads standard input', () => {
    const { code, out } = grade([], 'Dividing by sqrt(d_k) keeps the score variance at 1.');
    expect(code).toBe(0);
    expect(JSON.parse(out).levels.correctness).toBe('strong');
  });

  it.each([
    ['a missing file', [join(dir, 'nope.txt')], undefined, /file not found/],
    ['a binary file', [], Buffer.from([0x41, 0x00, 0x42]), /binary/],
  ])('rejects %s with a message and exit code 2', (_name, args, input, message) => {
    const { code, out, err } = grade(args as string[], input as string | Buffer | undefined);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(message);
  });
});

describe('grade CLI: the question bank', () => {
  it('lists the main question, three variants and the follow-ups', () => {
    const { code, out } = grade(['--list']);
    expect(code).toBe(0);
    const { questions } = JSON.parse(out) as { questions: { id: string; kind: string }[] };
    const count = (kind: string) => questions.filter((q) => q.kind === kind).length;
    expect(count('main')).toBe(1);
    expect(count('variant')).toBe(3);
    expect(count('followup')).toBeGreaterThanOrEqual(6);
    expect(questions.map((q) => q.id)).toContain('small-dk');
  });

  it('grades an answer to a follow-up with points, level and mistakes', () => {
    const file = join(dir, 'followup.txt');
    writeFileSync(file, 'They explode: big logits give big gradients.');
    const { code, out } = grade(['--question', 'exploding-vs-vanishing', file]);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(Object.keys(json).sort()).toEqual([
      'evidence',
      'level',
      'missing',
      'mistakes',
      'points',
      'question',
    ]);
    expect(json.level).toBe('weak');
    expect(json.mistakes).toEqual(['exploding-gradients']);
    expect(json.points.map((p: { id: string }) => p.id)).toContain('jacobian-sketch');
  });

  it('keeps the rubric output for the main question', () => {
    const { code, out } = grade(
      ['--question', 'main', '-'],
      'Dividing by sqrt(d_k) keeps the score variance at 1.',
    );
    expect(code).toBe(0);
    expect(JSON.parse(out).levels.correctness).toBe('strong');
  });

  it.each([
    ['an unknown question id', ['--question', 'nope', '-'], /unknown question id "nope"/],
    ['a missing question id', ['--question'], /needs a question id/],
    ['a missing answer file', ['--question', 'small-dk', join(dir, 'nope.txt')], /file not found/],
    ['an unknown option', ['--bogus'], /unknown option --bogus/],
  ])('rejects %s with a message and exit code 2', (_name, args, message) => {
    const { code, out, err } = grade(args, 'some answer');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(message);
  });
});

describe('answer input checks (shared by the CLI and the page)', () => {
  it.each([
    ['empty', new TextEncoder().encode('  \n '), /empty/],
    ['over 20 KB', new TextEncoder().encode('x'.repeat(21 * 1024)), /20480 bytes/],
    ['binary', new Uint8Array([65, 0, 66]), /binary/],
    ['invalid UTF-8', new Uint8Array([0xff, 0xfe, 0x41]), /UTF-8/],
    ['control characters', new TextEncoder().encode('a\u0007b'), /control characters/],
  ])('rejects %s input', (_name, bytes, message) => {
    const result = readAnswerBytes(bytes);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it('accepts and trims normal text', () => {
    expect(readAnswerBytes(new TextEncoder().encode('  Variance d_k.\n'))).toEqual({
      ok: true,
      text: 'Variance d_k.',
    });
  });
});
