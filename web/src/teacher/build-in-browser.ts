// Builds the SCORM package in the teacher's browser from this site's own
// files: the build's file list comes from sw.js (the service worker's
// precache list), each file is fetched from the same folder as this page.
import type { PackageChoices } from '../lms/package/choices';
import { SERVICE_WORKER_FILE, buildFilesOf, packageFilesOf } from '../lms/package/site-files';
import { buildScormZip } from '../lms/package/zip';

async function fetchBytes(path: string): Promise<Uint8Array> {
  const response = await fetch(new URL(path, window.location.href));
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function buildPackageHere(
  choices: PackageChoices,
): Promise<{ zip: Uint8Array; files: number }> {
  const response = await fetch(new URL(SERVICE_WORKER_FILE, window.location.href));
  if (!response.ok) {
    throw new Error(
      `this copy of the site has no list of its files (${SERVICE_WORKER_FILE}); packages are built from the built site (npm run build:web)`,
    );
  }
  const paths = packageFilesOf(buildFilesOf(await response.text()));
  const files = await Promise.all(
    paths.map(async (path) => ({ path, bytes: await fetchBytes(path) })),
  );
  return { zip: buildScormZip(choices, files), files: files.length + 1 };
}

/** A file name from the title: letters, digits and dashes. */
export function packageFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'sqrtdk-lab'}-scorm12.zip`;
}
