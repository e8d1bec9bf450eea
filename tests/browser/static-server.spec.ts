// The CSP test server itself (no browser): it must send the policy header on
// every response, serve wasm as application/wasm, refuse to leave its root,
// and gzip text like a real static host.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
/* eslint-disable no-empty-pattern -- Playwright fixtures say "no dependencies" with {} */
import { test as base, expect } from '@playwright/test';
import {
  CSP_HEADER,
  resolveUnderRoot,
  startStaticServer,
  type StaticServer,
} from './support/static-server';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP GET (no URL normalisation, unlike fetch) so traversal attempts reach the server as written. */
function get(
  server: StaticServer,
  path: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

const test = base.extend<{ server: StaticServer; root: string }>({
  root: async ({}, use) => {
    const root = mkdtempSync(join(tmpdir(), 'sqrtdk-server-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>' + 'x'.repeat(2000));
    writeFileSync(
      join(root, 'assets', 'core.wasm'),
      Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]),
    );
    writeFileSync(join(root, 'assets', 'app.js'), 'export const a = 1;\n'.repeat(200));
    writeFileSync(join(root, 'assets', 'font.woff2'), Buffer.alloc(64, 7));
    await use(root);
    rmSync(root, { recursive: true, force: true });
  },
  server: async ({ root }, use) => {
    const server = await startStaticServer({ root });
    await use(server);
    await server.close();
  },
});

test('every response carries the CSP header, errors included', async ({ server }) => {
  for (const path of ['/', '/index.html', '/assets/app.js', '/missing.js']) {
    const reply = await get(server, path);
    expect(reply.headers['content-security-policy'], path).toBe(CSP_HEADER);
    expect(reply.headers['x-content-type-options'], path).toBe('nosniff');
  }
  expect((await get(server, '/missing.js')).status).toBe(404);
});

test('MIME types: wasm as application/wasm, scripts as JavaScript, fonts as fonts', async ({
  server,
}) => {
  expect((await get(server, '/assets/core.wasm')).headers['content-type']).toBe('application/wasm');
  expect((await get(server, '/assets/app.js')).headers['content-type']).toMatch(
    /^text\/javascript/,
  );
  expect((await get(server, '/assets/font.woff2')).headers['content-type']).toBe('font/woff2');
  expect((await get(server, '/')).headers['content-type']).toMatch(/^text\/html/);
});

test('paths that would leave the root are refused', async ({ server, root }) => {
  for (const path of [
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fetc%2fpasswd',
    '/%00',
  ]) {
    expect((await get(server, path)).status, path).toBe(404);
  }
  expect(resolveUnderRoot(root, '/../x')).toBeNull();
  expect(resolveUnderRoot(root, '/%E0%A4%A')).toBeNull(); // malformed escape
  expect(resolveUnderRoot(root, '/assets/app.js')).toBe(join(root, 'assets', 'app.js'));
});

test('text is gzipped when the client accepts it, fonts are not, and the log records each request', async ({
  server,
}) => {
  const js = await get(server, '/assets/app.js', { 'accept-encoding': 'gzip, br' });
  expect(js.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(js.body).toString()).toBe('export const a = 1;\n'.repeat(200));
  const plain = await get(server, '/assets/app.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  const font = await get(server, '/assets/font.woff2', { 'accept-encoding': 'gzip' });
  expect(font.headers['content-encoding']).toBeUndefined();
  expect(server.requests.map((r) => `${r.status} ${r.path}`)).toEqual([
    '200 /assets/app.js',
    '200 /assets/app.js',
    '200 /assets/font.woff2',
  ]);
});

test('for the cross-engine run: a probe script runs first on HTML pages, and CSP reports are kept', async ({
  root,
}) => {
  writeFileSync(join(root, 'page.html'), '<head><script type="module" src="a.js"></script></head>');
  const server = await startStaticServer({
    root,
    injectScript: { path: '/__probe.js', source: 'window.seen = [];' },
    cspReportPath: '/__csp',
  });
  try {
    const page = await get(server, '/page.html');
    expect(page.body.toString()).toBe(
      '<head><script src="/__probe.js"></script><script type="module" src="a.js"></script></head>',
    );
    expect(page.headers['content-security-policy']).toBe(`${CSP_HEADER}; report-uri /__csp`);
    const probe = await get(server, '/__probe.js');
    expect(probe.headers['content-type']).toMatch(/^text\/javascript/);
    expect(probe.body.toString()).toBe('window.seen = [];');
    expect((await get(server, '/assets/app.js')).body.toString()).not.toContain('__probe');

    const report = '{"csp-report":{"violated-directive":"script-src"}}';
    const posted = await fetch(`${server.url}__csp`, { method: 'POST', body: report });
    expect(posted.status).toBe(204);
    expect(server.cspReports).toEqual([report]);
    // Only the report path takes a POST.
    expect((await fetch(`${server.url}page.html`, { method: 'POST' })).status).toBe(405);
  } finally {
    await server.close();
  }
});
