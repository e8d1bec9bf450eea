// npm test stage "browser tests (Firefox, WebKitGTK)": the built page (dist/),
// served with the strict CSP header, checked in Firefox ESR and WebKitGTK
// (Safari's engine). One line per engine and check; exits non-zero if any
// failed. Each page gets a session of its own; a page whose engine process
// crashes is checked once more in a new one, and the line says so. Run alone: npx tsx tests/engines/run.ts [firefox|webkit ...]
import { readFileSync } from 'node:fs';
import { DIST_DIR, ensureDistBuilt } from '../browser/support/dist';
import { startStaticServer } from '../browser/support/static-server';
import {
  checkEmbedPage,
  checkFullPage,
  checkNoIssues,
  type CheckResult,
  type PageOutcome,
  type Site,
} from './checks';
import { crashed } from './crash';
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

type PageCheck = (session: EngineSession, origin: string) => Promise<PageOutcome>;

/** Checks one page in a session of its own. If the engine's page process
 *  crashes (a browser fault, not a failed check), the end of the engine's
 *  stderr is printed and the page is checked once more in a new session,
 *  whose first result line says so; a second crash fails the check. */
async function checkPage(
  key: string,
  page: PageCheck,
  origin: string,
  announce: (session: EngineSession, seconds: number) => void,
): Promise<PageOutcome> {
  for (let attempt = 1; ; attempt++) {
    const start = performance.now();
    let session: EngineSession;
    try {
      session = await ENGINES[key]();
    } catch (error) {
      const detail = `could not start: ${error instanceof Error ? error.message : String(error)}`;
      return {
        results: [{ name: 'browser starts', ok: false, detail, ms: performance.now() - start }],
        issues: [],
      };
    }
    announce(session, (performance.now() - start) / 1000);
    let outcome: PageOutcome;
    let crash: string | undefined;
    try {
      outcome = await page(session, origin);
      crash = crashed(outcome);
      // Read before the session closes: it says why the process died.
      const log = crash && session.engineLog?.().trim();
      if (log) console.log(`${key}: the engine's last words before the crash:\n${log}`);
    } finally {
      await session.close();
    }
    if (crash && attempt === 1) {
      console.log(`${key}: the page process crashed (${crash}); checking the page again`);
      continue;
    }
    if (attempt > 1 && outcome.results[0]) {
      outcome.results[0].detail +=
        ' [checked in a second session: the page process crashed in the first]';
    }
    return outcome;
  }
}

async function checkEngine(key: string, site: Site): Promise<CheckResult[]> {
  let announced = false;
  const announce = (session: EngineSession, seconds: number) => {
    if (!announced) console.log(`${key}: ${session.name}, started in ${seconds.toFixed(1)} s`);
    announced = true;
  };
  const results: CheckResult[] = [];
  const issues: string[] = [];
  for (const page of [checkFullPage, checkEmbedPage]) {
    const outcome = await checkPage(key, page, site.url, announce);
    results.push(...outcome.results);
    issues.push(...outcome.issues);
  }
  results.push(await checkNoIssues(issues, site));
  return results;
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
