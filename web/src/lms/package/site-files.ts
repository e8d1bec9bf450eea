// Which of the site's files go into a package: the build's own list, the one
// the service worker precaches (the first line of sw.js, written by
// web/plugins/offline-plugin.ts), less the For teachers page and its own
// script and styles (named after its entry in vite.config.ts; a learner has no
// use for them) and the service worker itself (an LMS serves the package).
export const SERVICE_WORKER_FILE = 'sw.js';
const LEFT_OUT = new Set(['teacher.html', SERVICE_WORKER_FILE]);

/** The file list in the first line of sw.js: `const BUILD = {"version":…,"files":[…]};`. */
export function buildFilesOf(serviceWorkerSource: string): string[] {
  const match = /^const BUILD = (.*);$/.exec(serviceWorkerSource.split('\n')[0]);
  if (!match) throw new Error(`${SERVICE_WORKER_FILE} does not start with the list of built files`);
  const files = (JSON.parse(match[1]) as { files?: unknown }).files;
  if (!Array.isArray(files) || !files.every((f) => typeof f === 'string')) {
    throw new Error(`${SERVICE_WORKER_FILE} lists no files`);
  }
  return files;
}

const TEACHER_ASSET = /^assets\/teacher-[^/]+\.(js|css)$/;

export function packageFilesOf(buildFiles: readonly string[]): string[] {
  return buildFiles.filter((path) => !LEFT_OUT.has(path) && !TEACHER_ASSET.test(path)).sort();
}
