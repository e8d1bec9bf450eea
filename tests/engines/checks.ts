// The checks every engine must pass, written once against EngineSession:
// the page loads and its worker picks the wasm build this engine supports,
// step 1 computes, the d_k slider changes the result, the embed view works
// (with the baseline build forced), and nothing reached the console as an error.
// Each page is checked in its own browser session (run.ts).
import type { EngineSession } from './session';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
  ms: number;
}

const POLL_MS = 100;
const TIMEOUT_MS = 20_000;

/** Polls an expression until it is truthy; returns that value. */
async function waitFor<T>(session: EngineSession, expression: string, what: string): Promise<T> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const value = await session.evaluate<T>(expression);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${TIMEOUT_MS / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Parses numbers as the page prints them: Unicode minus, thousands separators. */
export function numbersIn(text: string): number[] {
  const plain = text.replace(/\u2212/g, '-').replace(/(\d),(\d)/g, '$1$2');
  return (plain.match(/-?\d+(\.\d+)?(e[-+]?\d+)?/gi) ?? []).map(Number);
}

// A module whose one function returns a v128: valid exactly where wasm SIMD is.
const SIMD_PROBE = [
  0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 5, 1, 0x60, 0, 1, 0x7b, 3, 2, 1, 0, 10, 8, 1, 6, 0, 0x41, 0,
  0xfd, 0x0f, 0x0b,
];

const CORE = `document.documentElement.dataset.core`;
const STEP1_FINAL = `document.querySelector('#step-variance figure[data-chart="variance-histogram"]')?.dataset.state === 'final'`;

interface Step1Reading {
  dk: number;
  variance: number;
  lo: number;
  hi: number;
}

/** The result on screen is the one for the d_k in the field: the theory line
 *  is written with the result (a moved slider leaves the last d_k's final
 *  sample on screen until the new one's first estimate lands). */
const STEP1_FOR_DK = `(document.querySelector('[data-readout="theory"]')?.textContent ?? '').startsWith('variance ' + document.querySelector('#dk-number').value + ',')`;

/** Waits for step 1's full sample for the d_k on screen and reads d_k, the
 *  variance and its 95% interval. */
async function readStep1(session: EngineSession): Promise<Step1Reading> {
  await waitFor(
    session,
    `(document.querySelector('#step-variance')?.scrollIntoView({ block: 'center' }), ${STEP1_FINAL} && ${STEP1_FOR_DK})`,
    'step 1 histogram reaches data-state="final" for the d_k on screen',
  );
  const text = await session.evaluate<{ dk: string; variance: string; interval: string }>(`({
    dk: document.querySelector('#dk-number').value,
    variance: document.querySelector('[data-readout="variance"]').textContent,
    interval: document.querySelector('[data-readout-interval="variance"]').textContent,
  })`);
  const [variance] = numbersIn(text.variance);
  const [, lo, hi] = numbersIn(text.interval); // "95% CI lo to hi"
  const reading = { dk: Number(text.dk), variance, lo, hi };
  if (![reading.dk, variance, lo, hi].every(Number.isFinite)) {
    throw new Error(`step 1 shows no number: ${JSON.stringify(text)}`);
  }
  return reading;
}

/** The variance of q·k is d_k; the estimate must lie within 5 standard errors
 *  of it (the 95% interval spans 3.92 of them). */
function agreesWithTheory({ dk, variance, lo, hi }: Step1Reading): string {
  const se = (hi - lo) / 3.92;
  const off = Math.abs(variance - dk) / se;
  if (!(off < 5)) throw new Error(`variance ${variance} is ${off.toFixed(1)} SE from d_k = ${dk}`);
  return `variance ${variance} at d_k = ${dk} (${off.toFixed(1)} SE from d_k)`;
}

/** What the page's probe recorded (probe.js); read before leaving each page. */
async function issuesOnPage(session: EngineSession): Promise<string[]> {
  try {
    return await session.evaluate<string[]>(
      `window.__engineIssues ?? ['the console probe did not run']`,
    );
  } catch (error) {
    return [`could not read the console probe: ${String(error)}`];
  }
}

async function checkLoad(session: EngineSession, origin: string): Promise<string> {
  await session.goto(`${origin}index.html`);
  const variant = await waitFor<string>(session, CORE, '<html data-core> is set');
  const simd = await session.evaluate<boolean>(
    `WebAssembly.validate(new Uint8Array(${JSON.stringify(SIMD_PROBE)}))`,
  );
  const expected = simd ? 'simd' : 'baseline';
  if (variant !== expected) throw new Error(`loaded "${variant}", expected ${expected}`);
  return `${variant} build (this engine ${simd ? 'runs' : 'lacks'} wasm SIMD)`;
}

async function checkSlider(session: EngineSession, before: Step1Reading): Promise<string> {
  // One doubling of d_k is 8 grid steps. A range input cannot be clicked over
  // WebDriver (not interactable); a script moves it and fires what a drag fires.
  await session.evaluate(`(() => {
    const slider = document.querySelector('#dk');
    slider.value = String(Number(slider.value) + 8);
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    slider.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  })()`);
  await waitFor(
    session,
    `Number(document.querySelector('#dk-number').value) !== ${before.dk}`,
    'the d_k field follows the slider',
  );
  const after = await readStep1(session);
  if (after.dk !== 2 * before.dk) throw new Error(`d_k went ${before.dk} → ${after.dk}`);
  // The address bar is written debounced (url-sync.ts), so wait for it.
  await waitFor(
    session,
    `new URLSearchParams(location.search).get('dk') === '${after.dk}'`,
    `the URL says dk=${after.dk}`,
  );
  return `d_k ${before.dk} → ${after.dk}: ${agreesWithTheory(after)}`;
}

async function checkEmbed(session: EngineSession, origin: string): Promise<string> {
  await session.goto(`${origin}embed.html?step=variance&wasm=baseline`);
  const variant = await waitFor<string>(session, CORE, '<html data-core> is set');
  if (variant !== 'baseline') throw new Error(`loaded "${variant}", expected the forced baseline`);
  const parts = await session.evaluate<string[]>(
    `[...document.querySelectorAll('section[data-part]')].map((s) => s.dataset.part)`,
  );
  if (parts.join() !== 'variance') throw new Error(`shows the parts ${parts.join(', ')}`);
  return `variance part alone on the baseline build: ${agreesWithTheory(await readStep1(session))}`;
}

/** The page's host: its base URL and the CSP violation reports it received. */
export interface Site {
  url: string;
  cspReports: string[];
}

/** One line per report: what was blocked, by which directive, from where. */
function describeReport(body: string): string {
  try {
    const report = (JSON.parse(body) as { 'csp-report'?: Record<string, string> })['csp-report'];
    if (report) {
      const where = report['source-file'] ?? report['document-uri'];
      return `CSP report: ${report['violated-directive']} blocked ${report['blocked-uri']} (${where})`;
    }
  } catch {
    // not JSON: quote it as it came
  }
  return `CSP report: ${body.slice(0, 200)}`;
}

type Run = (name: string, body: () => Promise<string>) => Promise<boolean>;

/** Runs named checks in order, recording each result; a check that throws fails. */
function recorder(results: CheckResult[]): Run {
  return async (name, body) => {
    const start = performance.now();
    let ok = true;
    let detail: string;
    try {
      detail = await body();
    } catch (error) {
      ok = false;
      detail = error instanceof Error ? error.message : String(error);
    }
    results.push({ name, ok, detail, ms: performance.now() - start });
    return ok;
  };
}

/** The checks of one page, with what its probe and the driver recorded. */
export interface PageOutcome {
  results: CheckResult[];
  issues: string[];
}

/** index.html: it loads, step 1 computes, the slider changes the result. */
export async function checkFullPage(session: EngineSession, origin: string): Promise<PageOutcome> {
  const results: CheckResult[] = [];
  const run = recorder(results);
  const notRun = (name: string, why: string) =>
    results.push({ name, ok: false, detail: `not run: ${why}`, ms: 0 });
  const readings: Step1Reading[] = [];
  if (await run('page loads, worker picks its wasm build', () => checkLoad(session, origin))) {
    await run('step 1 computes', async () => {
      readings.push(await readStep1(session));
      return agreesWithTheory(readings[0]);
    });
  } else {
    notRun('step 1 computes', 'the page did not load');
  }
  const [before] = readings;
  if (before) await run('slider changes the result', () => checkSlider(session, before));
  else notRun('slider changes the result', 'step 1 gave no result');
  // Read even when the page failed: its errors say why.
  return { results, issues: [...(await issuesOnPage(session)), ...session.driverIssues()] };
}

/** embed.html with one part and the baseline build forced. */
export async function checkEmbedPage(session: EngineSession, origin: string): Promise<PageOutcome> {
  const results: CheckResult[] = [];
  await recorder(results)('embed view (?step=variance&wasm=baseline)', () =>
    checkEmbed(session, origin),
  );
  return { results, issues: [...(await issuesOnPage(session)), ...session.driverIssues()] };
}

/** The last check: nothing on either page reached the console as an error,
 *  and the server received no CSP violation report. */
export async function checkNoIssues(issues: string[], site: Site): Promise<CheckResult> {
  const results: CheckResult[] = [];
  await recorder(results)('no console error, uncaught error or CSP violation', async () => {
    // Reports travel in their own request; give the last page's a moment to land.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const all = [...issues, ...site.cspReports.map(describeReport)];
    if (all.length > 0) throw new Error([...new Set(all)].join(' | '));
    return 'none on index.html or embed.html';
  });
  return results[0];
}
