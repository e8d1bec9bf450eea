// Issue 20's budget: the lazily loaded scoring chunk stays within 45 kB gzip
// (as Vite reports it, 1 kB = 1,000 bytes), and it carries none of the
// lexicon's test examples (web/plugins/strip-lexicon-examples.ts) nor the
// mock interview's final report. Reads the built dist/ (global-setup builds
// it); no browser needed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DIST_DIR } from './support/dist';

const BUDGET_BYTES = 45_000;

test('the scoring chunk is within 45 kB gzip and holds no lexicon examples', () => {
  const assets = join(DIST_DIR, 'assets');
  const [chunk] = readdirSync(assets).filter((f) => /^scoring-module-.*\.js$/.test(f));
  expect(chunk, 'the build has a scoring-module chunk').toBeTruthy();
  const source = readFileSync(join(assets, chunk));
  const gzipped = gzipSync(source, { level: 9 }).length;
  expect(gzipped, `${chunk}: ${gzipped} bytes gzip`).toBeLessThanOrEqual(BUDGET_BYTES);
  // An example wording of the lexicon that no phrase list contains.
  expect(source.toString()).not.toContain('the embeddings are scaled');
  // The phrases themselves are there: the scorer still reads with them.
  expect(source.toString()).toContain('hard attention');
  // The mock interview's final report is a chunk of its own (scoring.ts):
  // scoring an answer does not download it.
  expect(source.toString()).not.toMatch(/\bfinalReport\b/);
  expect(readdirSync(assets).some((f) => /^final-report-.*\.js$/.test(f))).toBe(true);
});
