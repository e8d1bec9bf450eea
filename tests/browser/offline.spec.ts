// Offline for real: after one visit the service worker holds the whole built
// site, so with the server gone and the browser offline every part still
// mounts and computes, a reload works, and so do the embed views. Served from
// a sub-path (/course/lab/) of a copy of dist/, so the test can also stop the
// server and play "a new build" by changing the copy and rewriting sw.js the
// way the build does.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test as base, expect } from './support/fixtures';
import { DIST_DIR, REPO_ROOT } from './support/dist';
import { guardContext, type PageIssues } from './support/guards';
import { startStaticServer, type StaticServer } from './support/static-server';
import { EMBEDDABLE_PARTS, PARTS, section, settlePart, waitForCore } from './support/app';
import {
  SERVICE_WORKER_FILE,
  manifestOfServiceWorker,
  writeServiceWorker,
  type OfflineManifest,
} from '../../web/plugins/offline-plugin';

const SUB_PATH = 'course/lab/';
const TEMPLATE = join(REPO_ROOT, 'web/src/offline/service-worker.js');
// Every part but step 4, which computes only when Play is pressed.
const SETTLING_PARTS = PARTS.filter((part) => part !== 'train');

interface Site {
  dir: string; // the copy of dist/ the server serves at SUB_PATH
  server: StaticServer;
  url: string; // http://127.0.0.1:<port>/course/lab/
  context: BrowserContext;
  issues: PageIssues;
  page: Page;
  close(): Promise<void>;
}

async function openSite(browser: Browser): Promise<Site> {
  const root = mkdtempSync(join(tmpdir(), 'sqrtdk-offline-'));
  const dir = join(root, ...SUB_PATH.split('/'));
  cpSync(DIST_DIR, dir, { recursive: true });
  const server = await startStaticServer({ root });
  // The config blocks service workers for every other test; here they are the subject.
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const issues = await guardContext(context, new URL(server.url).origin);
  const page = await context.newPage();
  return {
    dir,
    server,
    url: `${server.url}${SUB_PATH}`,
    context,
    issues,
    page,
    close: async () => {
      await context.close();
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A fresh copy of the site, visited once: the page is loaded and served by its service worker. */
const test = base.extend<{ site: Site }>({
  site: async ({ browser }, use) => {
    const site = await openSite(browser);
    await site.page.goto(site.url);
    await waitForCore(site.page);
    await waitForOfflineCopy(site.page);
    await use(site);
    await site.close();
  },
});

function manifestOf(dir: string): OfflineManifest {
  return manifestOfServiceWorker(readFileSync(join(dir, SERVICE_WORKER_FILE), 'utf8'));
}

/** Waits until a service worker has finished installing and serves this page. */
async function waitForOfflineCopy(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), {
      timeout: 20_000,
    })
    .toBe('activated');
}

/** The offline caches, once no newer worker is still installing. */
function settledCaches(page: Page): Promise<string[] | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration || registration.installing || registration.waiting) return null;
    return caches.keys();
  });
}

/** "A new build": changes index.html in the served copy and rewrites sw.js as the build does. */
async function rebuild(site: Site, marker: string): Promise<OfflineManifest> {
  const index = join(site.dir, 'index.html');
  const html = readFileSync(index, 'utf8').replace(
    /(<meta name="sqrtdk-test-build"[^>]*>)?<\/head>/,
    `<meta name="sqrtdk-test-build" content="${marker}" /></head>`,
  );
  writeFileSync(index, html);
  return writeServiceWorker(site.dir, TEMPLATE);
}

const buildMarker = (page: Page) =>
  page.locator('meta[name="sqrtdk-test-build"]').getAttribute('content', { timeout: 1000 });

test('after one visit, every part, a reload and every embed view work offline', async ({
  site,
}) => {
  test.setTimeout(180_000);
  const { page } = site;

  // The cache holds exactly the build's files, all from this origin, under the sub-path.
  const manifest = manifestOf(site.dir);
  expect(manifest.files).toEqual(expect.arrayContaining(['index.html', 'embed.html']));
  expect(manifest.files.some((f) => f.endsWith('.wasm'))).toBe(true);
  const cached = await page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => request.url);
  }, `sqrtdk-${manifest.version}`);
  expect(cached.sort()).toEqual(manifest.files.map((f) => new URL(f, site.url).href).sort());

  // Truly offline: the server is gone and the browser reports no network.
  await site.server.close();
  await site.context.setOffline(true);

  for (const part of SETTLING_PARTS) await settlePart(section(page, part));

  // The scorer is a chunk loaded on first use: grading offline, with no answer
  // scored before, needs it from the offline copy.
  await page.getByLabel('Your answer').fill('The scores grow with d_k, so the softmax saturates.');
  await page.getByRole('button', { name: 'Score my answer' }).click();
  await expect(page.locator('.practice-rubric-table tbody tr')).toHaveCount(5);

  await page.reload();
  await waitForCore(page);
  await settlePart(section(page, 'fix'));

  // Step 4 was trained in full above; its embed trains one seed of a small
  // head, since what it shows here is that the view loads and computes offline.
  for (const part of EMBEDDABLE_PARTS) {
    await page.goto(`${site.url}embed.html?step=${part}&dk=128&seed=3&tdk=16&tseeds=1`);
    await waitForCore(page);
    await settlePart(section(page, part));
  }

  // Only the browser's own update checks for sw.js may fail while offline.
  const failures = site.issues.failedRequests.filter((f) => !f.includes(SERVICE_WORKER_FILE));
  expect(failures).toEqual([]);
  expect(site.issues.consoleErrors.filter((m) => !m.includes(SERVICE_WORKER_FILE))).toEqual([]);
  expect(site.issues.pageErrors).toEqual([]);
  expect(site.issues.cspViolations).toEqual([]);
  expect(site.issues.foreignRequests).toEqual([]);
});

test('a new build takes over after a reload, and older offline copies are deleted', async ({
  site,
}) => {
  test.setTimeout(90_000);
  const { page } = site;
  const first = manifestOf(site.dir);
  expect(await buildMarker(page).catch(() => null)).toBeNull();

  /** Lets the worker find the new build, then reloads offline, so the page can only come from its cache. */
  const takesOver = async (marker: string, caches: OfflineManifest[]) => {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const names = caches.map((m) => `sqrtdk-${m.version}`);
    await expect.poll(() => settledCaches(page), { timeout: 20_000 }).toEqual(names);
    await site.context.setOffline(true);
    await page.reload();
    await waitForCore(page);
    expect(await buildMarker(page)).toBe(marker);
    await site.context.setOffline(false);
  };

  const second = await rebuild(site, '2');
  expect(second.version).not.toBe(first.version);
  // The previous copy stays while a page may still be showing that build...
  await takesOver('2', [first, second]);
  const third = await rebuild(site, '3');
  // ...and goes once a newer build arrives.
  await takesOver('3', [second, third]);
  expect(site.issues.pageErrors).toEqual([]);
  expect(site.issues.cspViolations).toEqual([]);
});
