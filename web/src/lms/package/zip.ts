// The package itself: imsmanifest.xml first, then the site's files in name
// order, each with the same fixed date, so the same choices and the same
// build always give the same bytes (the page and the CLI agree byte for byte).
// fflate's synchronous zip: its asynchronous one starts blob: workers, which
// the page's CSP (worker-src 'self') forbids.
import { zipSync, type Zippable } from 'fflate';
import { MANIFEST_FILE, scormManifest } from './manifest';
import type { PackageChoices } from './choices';

export interface SiteFile {
  path: string;
  bytes: Uint8Array;
}

// fflate writes DOS dates (local time, from 1980); any fixed date will do.
const FIXED_DATE = new Date(2000, 0, 1);

export function buildScormZip(choices: PackageChoices, files: readonly SiteFile[]): Uint8Array {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : 1));
  const manifest = scormManifest({
    state: choices.state,
    title: choices.title,
    files: sorted.map((f) => f.path),
  });
  const entries: Zippable = {
    [MANIFEST_FILE]: [new TextEncoder().encode(manifest), { mtime: FIXED_DATE }],
  };
  for (const file of sorted) {
    // Fonts, images and wasm barely shrink; storing them saves the learner's CPU nothing
    // but saves the teacher's browser a second of deflating.
    const level = /\.(woff2|png|jpg)$/.test(file.path) ? 0 : 6;
    entries[file.path] = [file.bytes, { mtime: FIXED_DATE, level }];
  }
  return zipSync(entries);
}
