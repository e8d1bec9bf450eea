// The `npm run grade` command end to end: a real process, real files.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAnswerBytes } from '../../web/src/practice/answer-input';

const dir = mkdtempSync(join(tmpdir(), 'grade-cli-'));
function grade(args: string[], input?: string | Buffer) {
  const run = spawnSync('npx', ['tsx', 'web/src/practice/grade-cli.ts', ...args], {
    input,
    encoding: 'utf8',
  });
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
