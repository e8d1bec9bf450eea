// Registers the service worker that keeps the built site usable offline
// (web/src/offline/service-worker.js, written to dist/sw.js by the build).
// Only in production builds: `npm run dev` has no sw.js and must not be
// served from a cache. Relative to the page, so it works under any sub-path;
// after the load event, so it never competes with the first live chart.

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('./sw.js', { scope: './' }).catch((error: Error) => {
      // file:// pages and private modes may refuse: the page still works online.
      console.warn(`Offline copy unavailable: ${error.message}`);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
