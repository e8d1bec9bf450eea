// Registers the service worker that keeps the built site usable offline
// (web/src/offline/service-worker.js, written to dist/sw.js by the build).
// Only in production builds: `npm run dev` has no sw.js and must not be
// served from a cache. Relative to the page, so it works under any sub-path.
// The worker starts by downloading the whole build (about 0.5 MB gzip), so it
// is registered only once the page has loaded, its first live chart is drawn
// (the performance mark step 1 sets; pages without it wait FIRST_CHART_WAIT_MS)
// and the main thread is idle: the precache never competes with the first chart.

const FIRST_CHART_MARK = 'sqrtdk:first-live-chart';
const FIRST_CHART_WAIT_MS = 5_000;

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function afterFirstChart(): Promise<void> {
  if (performance.getEntriesByName(FIRST_CHART_MARK).length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, FIRST_CHART_WAIT_MS);
    const observer =
      typeof PerformanceObserver === 'undefined'
        ? null
        : new PerformanceObserver((list) => {
            if (list.getEntriesByName(FIRST_CHART_MARK).length > 0) done();
          });
    observer?.observe({ type: 'mark', buffered: true });
  });
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 200);
  });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void afterLoad()
    .then(afterFirstChart)
    .then(whenIdle)
    .then(() => navigator.serviceWorker.register('./sw.js', { scope: './' }))
    .catch((error: Error) => {
      // file:// pages and private modes may refuse: the page still works online.
      console.warn(`Offline copy unavailable: ${error.message}`);
    });
}
