// `npm run -s package:scorm -- --out FILE.zip [--parts LIST] [--graded quiz|interview|completion]
//  [--questions N] [--mastery N] [--title TEXT] [--hide LIST] [--lock LIST] [--set NAME=VALUE]…`
// writes the SCORM 1.2 package the For teachers page builds for the same
// choices, from the built site in dist/ (npm run build:web first; --dist DIR
// for another build). Bad options: a message and exit 2.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  SERVICE_WORKER_FILE,
  buildFilesOf,
  packageFilesOf,
} from '../web/src/lms/package/site-files';
import { buildScormZip } from '../web/src/lms/package/zip';
import { USAGE, readCliOptions } from './package-scorm-options';

function fail(message: string, code = 2): never {
  process.stderr.write(`package:scorm: ${message}\n`);
  process.exit(code);
}

const options = readCliOptions(process.argv.slice(2));
if (!options.ok) fail(options.message);
if (options.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const { choices } = options;

const dist = resolve(options.dist);
let serviceWorker: string;
try {
  serviceWorker = readFileSync(join(dist, SERVICE_WORKER_FILE), 'utf8');
} catch {
  fail(`no built site in ${dist} (${SERVICE_WORKER_FILE} missing): run npm run build:web first`, 1);
}
const files = packageFilesOf(buildFilesOf(serviceWorker)).map((path) => ({
  path,
  bytes: new Uint8Array(readFileSync(join(dist, path))),
}));
const zip = buildScormZip(choices, files);
try {
  writeFileSync(options.out, zip);
} catch (error) {
  fail(`cannot write ${options.out}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`, 1);
}
process.stdout.write(
  `${options.out}: SCORM 1.2 package, ${files.length + 1} files, ${zip.length} bytes\n`,
);
