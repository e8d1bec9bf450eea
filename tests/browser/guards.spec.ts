// Proves the watches in support/guards.ts catch what they claim to: a page
// built to misbehave (leaks from the page and from a worker, a WebSocket, a
// console error, an alert, CSP violations) must be reported on every count.
// Without this, "zero foreign requests" in the page tests could be vacuous.
/* eslint-disable no-empty-pattern -- Playwright fixtures say "no dependencies" with {} */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { guardContext, type PageIssues } from './support/guards';
import { startStaticServer, type StaticServer } from './support/static-server';

const MISBEHAVING_PAGE = {
  'index.html': '<!doctype html><title>bad</title><p>bad page</p><script src="bad.js"></script>',
  'bad.js': `
    fetch('http://page-leak.invalid/x').catch(() => {});
    new Worker('worker.js');
    try { new WebSocket('ws://socket-leak.invalid/'); } catch {}
    console.error('deliberate console error');
    try { eval('1 + 1'); } catch {}
    document.body.setAttribute('style', 'color: red');
    alert('deliberate alert');
    document.title = 'ran';
  `,
  'worker.js': `fetch('http://worker-leak.invalid/y').catch(() => {});`,
};

const test = base.extend<{ root: string }>({
  root: async ({}, use) => {
    const root = mkdtempSync(join(tmpdir(), 'sqrtdk-guards-'));
    for (const [name, text] of Object.entries(MISBEHAVING_PAGE))
      writeFileSync(join(root, name), text);
    await use(root);
    rmSync(root, { recursive: true, force: true });
  },
});

async function visit(
  root: string,
  context: BrowserContext,
  cspHeader?: string | null, // undefined: the project's CSP header
): Promise<{ issues: PageIssues; server: StaticServer }> {
  const server = await startStaticServer({ root, cspHeader });
  const issues = await guardContext(context, new URL(server.url).origin);
  const page = await context.newPage();
  await page.goto(server.url);
  return { issues, server };
}

test('without CSP, requests to other hosts from the page and its worker are caught and aborted', async ({
  root,
  context,
}) => {
  const { issues, server } = await visit(root, context, null);
  try {
    await expect
      .poll(() => issues.foreignRequests.some((u) => u.includes('page-leak.invalid')))
      .toBe(true);
    await expect
      .poll(() => issues.foreignRequests.some((u) => u.includes('worker-leak.invalid')))
      .toBe(true);
    await expect
      .poll(() => issues.webSockets.some((u) => u.includes('socket-leak.invalid')))
      .toBe(true);
    await expect
      .poll(() => issues.consoleErrors.some((m) => m.includes('deliberate console error')))
      .toBe(true);
    await expect.poll(() => issues.dialogs.some((m) => m.includes('deliberate alert'))).toBe(true);
    // The server saw only its own files: nothing was forwarded anywhere.
    expect(server.requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/', '/bad.js', '/worker.js']),
    );
  } finally {
    await server.close();
  }
});

test('with the CSP header, eval and inline style attributes are reported as violations', async ({
  root,
  context,
}) => {
  const { issues, server } = await visit(root, context);
  try {
    await expect
      .poll(() => issues.cspViolations.map((v) => v.directive).join(' '))
      .toMatch(/script-src/);
    await expect
      .poll(() => issues.cspViolations.map((v) => v.directive).join(' '))
      .toMatch(/style-src/);
    // CSP blocks the leak before it is routed; it must still be reported.
    await expect
      .poll(() => issues.cspViolations.some((v) => v.blockedURI.includes('page-leak.invalid')))
      .toBe(true);
  } finally {
    await server.close();
  }
});
