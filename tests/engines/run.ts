// npm test stage "browser tests (Firefox, WebKitGTK)": the built page (dist/),
// served with the strict CSP header, checked in Firefox ESR and WebKitGTK
// (Safari's engine). One line per engine and check; exits non-zero if any
// failed. Run alone: npx tsx tests/engines/run.ts [firefox|webkit ...]
import { readFileSync } from 'node:fs';
import { DIST_DIR, ensureDistBuilt } from '../browser/support/dist';
import { startStaticServer } from '../browser/support/static-server';
import { runChecks, type CheckResult, type Site } from './checks';
import { openFirefox } from './firefox';
import type { EngineSession } from './session';
import { openWebKit } from './webkit';

const ENGINES: Record<string, () => Promise<EngineSession>> = {
  firefox: openFirefox,
  webkit: openWebKit,
};

const PROBE = {
  path: '/__engine-probe.js',
  source: readFileSync(new URL('./probe.js', import.meta.url), 'utf8'),
};

// Ctrl-C or a kill ends the run through process.exit, so 'exit' handlers
// (the WebKit session's) still stop the processes it started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

async function checkEngine(key: string, site: Site): Promise<CheckResult[]> {
  const start = performance.now();
  let session: EngineSession;
  try {
    session = await ENGINES[key]();
  } catch (error) {
    const detail = `could not start: ${error instanceof Error ? error.message : String(error)}`;
    return [{ name: 'browser starts', ok: false, detail, ms: performance.now() - start }];
  }
  const started = performance.now() - start;
  try {
    console.log(`${key}: ${session.name}, started in ${(started / 1000).toFixed(1)} s`);
    return await runChecks(session, site);
  } finally {
    await session.close();
  }
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const keys = wanted.length > 0 ? wanted : Object.keys(ENGINES);
  const unknown = keys.filter((key) => !(key in ENGINES));
  if (unknown.length > 0) {
    console.error(
      `unknown engine ${unknown.join(', ')}: choose from ${Object.keys(ENGINES).join(', ')}`,
    );
    return 2;
  }
  ensureDistBuilt();
  const server = await startStaticServer({
    root: DIST_DIR,
    injectScript: PROBE,
    cspReportPath: '/__csp-report',
  });
  let failed = 0;
  try {
    for (const key of keys) {
      const start = performance.now();
      for (const result of await checkEngine(key, server)) {
        if (!result.ok) failed++;
        const seconds = (result.ms / 1000).toFixed(1);
        console.log(
          `${result.ok ? 'ok  ' : 'FAIL'} ${key} | ${result.name} | ${result.detail} (${seconds} s)`,
        );
      }
      console.log(`${key}: done in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    }
  } finally {
    await server.close();
  }
  console.log(failed === 0 ? 'all engine checks passed' : `${failed} engine checks failed`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
