// The offline copy's manifest: which built files the service worker keeps, and
// a version that changes exactly when one of them does.
import { describe, expect, it } from 'vitest';
import {
  isPrecached,
  manifestOfServiceWorker,
  offlineManifest,
  serviceWorkerSource,
  type BuiltFile,
} from '../../web/plugins/offline-plugin';

const file = (path: string, text = path): BuiltFile => ({
  path,
  bytes: new TextEncoder().encode(text),
});

const BUILD = [
  file('index.html'),
  file('embed.html'),
  file('assets/index-abc.js'),
  file('assets/sqrtdk.simd-def.wasm'),
  file('assets/KaTeX_Main-Regular-1.woff2'),
  file('assets/KaTeX_Main-Regular-2.woff'),
  file('assets/KaTeX_Main-Regular-3.ttf'),
  file('assets/index-abc.js.map'),
  file('sw.js'),
];

describe('the offline manifest', () => {
  it('keeps pages, scripts, wasm and woff2 fonts, and leaves out the other font formats, maps and itself', () => {
    expect(offlineManifest(BUILD).files).toEqual([
      'assets/KaTeX_Main-Regular-1.woff2',
      'assets/index-abc.js',
      'assets/sqrtdk.simd-def.wasm',
      'embed.html',
      'index.html',
    ]);
    expect(isPrecached('sw.js')).toBe(false);
  });

  it('has a version that changes with any kept file and with nothing else', () => {
    const base = offlineManifest(BUILD).version;
    expect(offlineManifest([...BUILD].reverse()).version).toBe(base);
    const edited = (path: string) =>
      offlineManifest(BUILD.map((f) => (f.path === path ? file(path, 'changed') : f))).version;
    expect(edited('index.html')).not.toBe(base);
    expect(edited('assets/sqrtdk.simd-def.wasm')).not.toBe(base);
    expect(edited('assets/KaTeX_Main-Regular-2.woff')).toBe(base);
    expect(edited('sw.js')).toBe(base);
    // A renamed file is a new build even with the same bytes.
    const renamed = BUILD.map((f) =>
      f.path === 'embed.html' ? file('embed2.html', 'embed.html') : f,
    );
    expect(offlineManifest(renamed).version).not.toBe(base);
  });

  it('puts the manifest in front of the worker template as one line the worker reads', () => {
    const manifest = offlineManifest(BUILD);
    const source = serviceWorkerSource(manifest, '/* worker */\n');
    expect(manifestOfServiceWorker(source)).toEqual(manifest);
    expect(source.split('\n').slice(1).join('\n')).toBe('/* worker */\n');
    expect(() => manifestOfServiceWorker('/* worker */')).toThrow(/manifest/);
  });
});
