// Vite plugin (build only): after the build is written, lists every file in
// the output folder and writes sw.js, the service worker that keeps the whole
// site usable offline (web/src/offline/service-worker.js with the list and a
// version in front). The version is a hash of every file's name and bytes, so
// any change to the build makes a new worker, and an unchanged build does not.
//
// Hand-written rather than Workbox: the site needs only "precache this exact
// list, serve it, drop old copies"; workbox-build would add about 300 npm
// packages (Babel, a second bundler, a minifier) to generate that.
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

export const SERVICE_WORKER_FILE = 'sw.js';

export interface BuiltFile {
  path: string; // relative to the output folder, with forward slashes
  bytes: Uint8Array;
}

export interface OfflineManifest {
  version: string;
  files: string[];
}

/** Whether a built file belongs in the offline copy. KaTeX ships each font as
 *  woff2, woff and ttf; every browser with service workers reads woff2, so the
 *  other two stay on the server. Source maps are for developers online. */
export function isPrecached(path: string): boolean {
  return path !== SERVICE_WORKER_FILE && !/\.(woff|ttf|map)$/i.test(path);
}

export function offlineManifest(built: readonly BuiltFile[]): OfflineManifest {
  const kept = built.filter((f) => isPrecached(f.path)).sort((a, b) => (a.path < b.path ? -1 : 1));
  const hash = createHash('sha256');
  for (const file of kept) hash.update(file.path).update('\0').update(file.bytes).update('\0');
  return { version: hash.digest('hex').slice(0, 16), files: kept.map((f) => f.path) };
}

const MANIFEST_LINE = /^const BUILD = (.*);$/;

export function serviceWorkerSource(manifest: OfflineManifest, template: string): string {
  return `const BUILD = ${JSON.stringify(manifest)};\n${template}`;
}

/** The manifest a written sw.js carries (for tests and the page benchmark). */
export function manifestOfServiceWorker(source: string): OfflineManifest {
  const match = MANIFEST_LINE.exec(source.split('\n')[0]);
  if (!match) throw new Error(`${SERVICE_WORKER_FILE} does not start with its manifest`);
  return JSON.parse(match[1]) as OfflineManifest;
}

async function listFiles(dir: string, root = dir): Promise<BuiltFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry): Promise<BuiltFile[]> => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full, root);
      if (!entry.isFile()) return [];
      return [{ path: relative(root, full).split(sep).join('/'), bytes: await readFile(full) }];
    }),
  );
  return nested.flat();
}

/** Writes `<dir>/sw.js` for the build in `dir`; returns its manifest. */
export async function writeServiceWorker(dir: string, templateFile: string) {
  const manifest = offlineManifest(await listFiles(dir));
  const template = await readFile(templateFile, 'utf8');
  await writeFile(join(dir, SERVICE_WORKER_FILE), serviceWorkerSource(manifest, template));
  return manifest;
}

export function offlinePlugin(options: { template: string }): Plugin {
  let outDir = '';
  return {
    name: 'sqrtdk-offline',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files } = await writeServiceWorker(outDir, options.template);
      this.info?.(`offline copy: ${files.length} files listed in ${SERVICE_WORKER_FILE}`);
    },
  };
}
