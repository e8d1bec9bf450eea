// The service worker that keeps the whole built site usable offline. The build
// (web/plugins/offline-plugin.ts) writes it to dist/sw.js, after a first line
// `const BUILD = { version, files }` listing every file of that build relative
// to this script. It is plain JavaScript because the browser runs it as is.
//
// - install: copies every file of the build into the cache `sqrtdk-<version>`
//   (content-hashed assets/ files come from an older cache when present);
// - activate: takes over open pages and deletes older caches, keeping only the
//   newest previous one, so a page still showing that build can load the parts
//   it has not loaded yet; the next reload gets the new build;
// - fetch: serves the build's own files from the cache (any query string:
//   the state lives there), everything else goes to the network untouched.
//   Nothing from another origin is ever cached.
/* global BUILD, caches, fetch, Response */

const PREFIX = 'sqrtdk-';
const CACHE = `${PREFIX}${BUILD.version}`;
// Where the build lives: this script sits at its root, whatever the sub-path.
const BASE = new URL('./', self.location.href);
const FILES = new Set(BUILD.files);

/** The cached file a same-origin URL stands for, or null when it is not part of the build. */
function buildFile(url) {
  if (url.origin !== BASE.origin || !url.pathname.startsWith(BASE.pathname)) return null;
  const path = url.pathname.slice(BASE.pathname.length) || 'index.html';
  return FILES.has(path) ? new URL(path, BASE).href : null;
}

// A navigation may not be answered with a redirected response, and a host
// may redirect (index.html to /): keep the body and headers, drop the flag.
async function storable(response) {
  if (!response.redirected) return response;
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    BUILD.files.map(async (path) => {
      const url = new URL(path, BASE).href;
      // Vite names every assets/ file by its content hash, so an old copy is this copy.
      const old = path.startsWith('assets/') ? await caches.match(url) : undefined;
      const response = old ?? (await fetch(url, { cache: 'no-cache' }));
      if (!response.ok) throw new Error(`offline copy: ${path} answered ${response.status}`);
      await cache.put(url, await storable(response));
    }),
  );
}

async function dropOldCaches() {
  // caches.keys() lists caches in the order they were created.
  const older = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
  await Promise.all(older.slice(0, -1).map((name) => caches.delete(name)));
}

async function respond(request, url) {
  const current = await caches.open(CACHE);
  // The current build first, then the previous one (a page still showing it).
  const cached = (await current.match(url)) ?? (await caches.match(url));
  return cached ?? fetch(request);
}

self.addEventListener('install', (event) => {
  // A half-filled cache must not linger as if it were a previous build.
  const failed = (error) => caches.delete(CACHE).then(() => Promise.reject(error));
  event.waitUntil(precache().then(() => self.skipWaiting(), failed));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOldCaches().then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  const url = buildFile(new URL(event.request.url));
  if (url) event.respondWith(respond(event.request, url));
});
