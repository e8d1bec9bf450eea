// Issue 20's budget: each lazily loaded scoring chunk stays within 45 kB gzip
// (as Vite reports it, 1 kB = 1,000 bytes), and carries none of the
// lexicon's test examples (web/plugins/strip-lexicon-examples.ts). The main
// question's scorer (scoring-module) holds no follow-up rows and no final
// report: scoring an answer downloads neither (scoring.ts). The follow-up
// grader (followup-module) is loaded by the interview from the scorer's
// chunk and takes its shared code from there. Reads the built dist/
// (global-setup builds it); no browser needed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DIST_DIR } from './support/dist';

const BUDGET_BYTES = 45_000;
const assets = join(DIST_DIR, 'assets');

/** The built chunk of a lazily loaded module, and its size in gzip. */
function chunk(name: string): { file: string; source: string; gzipped: number } {
  const [file] = readdirSync(assets).filter((f) => new RegExp(`^${name}-.*\\.js$`).test(f));
  expect(file, `the build has a ${name} chunk`).toBeTruthy();
  const bytes = readFileSync(join(assets, file));
  return { file, source: bytes.toString(), gzipped: gzipSync(bytes, { level: 9 }).length };
}

test('each scoring chunk is within 45 kB gzip and holds no lexicon examples', () => {
  const main = chunk('scoring-module');
  const followUps = chunk('followup-module');
  for (const { file, source, gzipped } of [main, followUps]) {
    expect(gzipped, `${file}: ${gzipped} bytes gzip`).toBeLessThanOrEqual(BUDGET_BYTES);
    // An example wording of the lexicon that no phrase list contains.
    expect(source, file).not.toContain('the embeddings are scaled');
    expect(source, file).not.toMatch(/\bfinalReport\b/);
  }
  // The phrases themselves are there, each in its own chunk: the scorer
  // reads with the main rows, the follow-up grader with its own.
  expect(main.source).toContain('hard attention');
  expect(main.source).not.toContain('rotary');
  expect(followUps.source).toContain('rotary');
  // The follow-up grader imports the scorer's code from its chunk.
  expect(followUps.source).toContain(main.file);
  // The mock interview's final report is a chunk of its own.
  expect(readdirSync(assets).some((f) => /^final-report-.*\.js$/.test(f))).toBe(true);
});
