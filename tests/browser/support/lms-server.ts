// A stand-in LMS for the SCORM tests: serves an unzipped package under /pkg/,
// a harness page that plays the LMS with scorm-again's Scorm12API (the real
// LMS-side SCORM 1.2 runtime) around it in an iframe, and records every commit
// scorm-again POSTs. Like Moodle's default MIME list, it knows no .wasm: the
// core is served as application/octet-stream, so instantiateStreaming would fail.
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { REPO_ROOT } from './dist';
import { contentTypeFor, resolveUnderRoot } from './static-server';

const SCORM_AGAIN = join(REPO_ROOT, 'node_modules/scorm-again/dist/scorm12.min.js');

// The harness reads its settings from the address's fragment: the launch
// link, the learner data the LMS seeds (scorm-again's loadFromJSON), or
// `throwing` for an LMS whose every call throws. It logs what the content does.
const HARNESS = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LMS harness</title>
<script src="/scorm12.min.js"></script></head>
<body><main><h1>Course</h1><script>
const config = JSON.parse(decodeURIComponent(location.hash.slice(1)));
window.lmsLog = { sets: [], commits: 0, initialized: false, finished: false };
if (config.throwing) {
  window.API = new Proxy({}, { get: (_, name) => () => { throw new Error('LMS down: ' + String(name)); } });
} else {
  const api = new Scorm12API({ autocommit: false, lmsCommitUrl: '/commit', logLevel: 5 });
  api.loadFromJSON(config.cmi);
  api.on('LMSInitialize', () => { lmsLog.initialized = true; });
  api.on('LMSSetValue.cmi.*', (element, value) => { lmsLog.sets.push([element, value]); });
  api.on('LMSCommit', () => { lmsLog.commits++; });
  api.on('LMSFinish', () => { lmsLog.finished = true; });
  window.API = api;
}
const frame = document.createElement('iframe');
frame.title = 'Course content';
frame.width = '1240';
frame.height = '760';
frame.src = config.launch;
document.querySelector('main').append(frame);
</script></main></body></html>`;

export interface LmsServer {
  url: string;
  /** Bodies of the commits scorm-again POSTed to /commit. */
  commits: string[];
  /** Content-Type sent for each path served from the package. */
  served: Map<string, string>;
  close(): Promise<void>;
}

export async function startLmsServer(packageDir: string): Promise<LmsServer> {
  const commits: string[] = [];
  const served = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (req.method === 'POST' && path === '/commit') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        commits.push(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"result":true,"errorCode":0}');
        return;
      }
      if (path === '/harness.html') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(HARNESS);
        return;
      }
      if (path === '/scorm12.min.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        res.end(await readFile(SCORM_AGAIN));
        return;
      }
      const file = path.startsWith('/pkg/') ? resolveUnderRoot(packageDir, path.slice(5)) : null;
      if (file && (await stat(file).catch(() => null))?.isFile()) {
        const type = extname(file) === '.wasm' ? 'application/octet-stream' : contentTypeFor(file);
        served.set(path.slice(5), type);
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
        res.end(await readFile(file));
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    commits,
    served,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
