// A static file server for the built page (dist/), used by the browser tests
// and the page benchmark. It stands in for "any static host" but adds what the
// tests need to prove: the strict Content-Security-Policy as a real HTTP header
// (a <meta> policy cannot be trusted to cover workers), correct MIME types
// (WebAssembly.instantiateStreaming refuses wasm served as anything other than
// application/wasm), gzip like a real host, and a log of every request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';

/** The three directives issue 3 names for the page. */
export const ISSUE_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
/** What the server sends: the issue's directives plus the rest of the policy the
 *  built pages carry in their <meta> tag. Browsers enforce header and meta
 *  policies together, so a header without img-src blob: would block the PNG
 *  export (it draws the chart's SVG through a blob: image) even though the
 *  page's own policy allows it. */
export const CSP_HEADER = `${ISSUE_CSP}; img-src 'self' data: blob:; font-src 'self'; worker-src 'self'`;

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
};

// Fonts and images are already compressed; gzipping them again only costs time.
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.wasm',
  '.svg',
  '.txt',
  '.csv',
]);

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
}

export interface StaticServer {
  url: string; // http://127.0.0.1:<port>/ (trailing slash)
  port: number;
  requests: LoggedRequest[];
  /** Bodies of the CSP violation reports received (see cspReportPath). */
  cspReports: string[];
  close(): Promise<void>;
}

export interface StaticServerOptions {
  root: string;
  port?: number; // 0 (default) picks a free port
  host?: string;
  cspHeader?: string | null; // null sends no CSP header
  gzip?: boolean; // default true
  /** Serves `source` at `path` and loads it as the first script of every HTML
   *  page: how the cross-engine tests watch the console of a browser whose
   *  driver cannot (WebKitGTK's WebDriver has no log API). Same origin, so the
   *  strict policy allows it. */
  injectScript?: { path: string; source: string };
  /** Adds `report-uri <path>` to the CSP header and keeps each report POSTed
   *  there in `cspReports`: the browser itself reports violations from every
   *  context, workers included, which no script in the page can observe. */
  cspReportPath?: string;
}

export function contentTypeFor(path: string): string {
  return MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Maps a URL path onto a file under root, or null when it would escape root. */
export function resolveUnderRoot(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const absoluteRoot = resolve(root);
  const candidate = normalize(join(absoluteRoot, decoded));
  if (candidate !== absoluteRoot && !candidate.startsWith(absoluteRoot + sep)) return null;
  return candidate;
}

async function findFile(root: string, urlPath: string): Promise<string | null> {
  const candidate = resolveUnderRoot(root, urlPath);
  if (candidate === null) return null;
  try {
    const info = await stat(candidate);
    if (info.isFile()) return candidate;
    if (info.isDirectory()) {
      const index = join(candidate, 'index.html');
      if ((await stat(index)).isFile()) return index;
    }
  } catch {
    // missing file: fall through to 404
  }
  return null;
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const { root, port = 0, host = '127.0.0.1', gzip = true } = options;
  const { cspReportPath, injectScript } = options;
  const policy = options.cspHeader === undefined ? CSP_HEADER : options.cspHeader;
  const csp = policy && cspReportPath ? `${policy}; report-uri ${cspReportPath}` : policy;
  const requests: LoggedRequest[] = [];
  const cspReports: string[] = [];
  const gzipCache = new Map<string, { body: Buffer; compressed: Buffer }>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const send = (status: number, headers: Record<string, string>, body?: Buffer | string) => {
      requests.push({ method, path, status });
      if (csp) headers['Content-Security-Policy'] = csp;
      headers['X-Content-Type-Options'] = 'nosniff';
      res.writeHead(status, headers);
      res.end(method === 'HEAD' ? undefined : body);
    };

    if (method === 'POST' && cspReportPath && path === cspReportPath) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      cspReports.push(Buffer.concat(chunks).toString('utf8'));
      send(204, {});
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      send(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }, 'method not allowed');
      return;
    }
    if (injectScript && path === injectScript.path) {
      send(
        200,
        { 'Content-Type': contentTypeFor(path), 'Cache-Control': 'no-cache' },
        injectScript.source,
      );
      return;
    }
    const file = await findFile(root, path);
    if (file === null) {
      send(404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'not found');
      return;
    }
    let body = await readFile(file);
    if (injectScript && extname(file) === '.html') {
      const tag = `<script src="${injectScript.path}"></script>`;
      body = Buffer.from(body.toString('utf8').replace('<script', `${tag}<script`));
    }
    const headers: Record<string, string> = {
      'Content-Type': contentTypeFor(file),
      'Cache-Control': 'no-cache',
    };
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip && acceptsGzip && COMPRESSIBLE.has(extname(file).toLowerCase())) {
      // Keyed by content too: a test may change a file (a "new build") while serving.
      let cached = gzipCache.get(file);
      if (!cached || !cached.body.equals(body)) {
        cached = { body, compressed: gzipSync(body) };
        gzipCache.set(file, cached);
      }
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
      send(200, headers, cached.compressed);
    } else {
      send(200, headers, body);
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      requests.push({ method: req.method ?? 'GET', path: req.url ?? '', status: 500 });
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${actualPort}/`,
    port: actualPort,
    requests,
    cspReports,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
