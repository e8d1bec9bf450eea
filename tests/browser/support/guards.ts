// Watches a browser context for everything the page must never do: log an
// error, throw, violate the Content-Security-Policy, talk to another host
// (over HTTP from the page or a worker, or over WebSocket), open a dialog
// (an injected alert() would), or load something the server does not have.
// Used by the test fixtures (which fail the test on any issue) and by the page
// benchmark (which refuses to report figures from a broken page).
import type { BrowserContext, ConsoleMessage, Dialog, Page, Worker } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  where: string;
}

export interface PageIssues {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: CspViolation[];
  foreignRequests: string[]; // URLs to any host other than the test server
  webSockets: string[]; // any WebSocket at all: the page has no reason to open one
  failedRequests: string[]; // same-origin requests that failed or returned >= 400
  dialogs: string[]; // alert/confirm/prompt text, dismissed at once
  requests: string[]; // every request URL the browser made, for inspection
}

export function emptyIssues(): PageIssues {
  return {
    consoleErrors: [],
    pageErrors: [],
    cspViolations: [],
    foreignRequests: [],
    webSockets: [],
    failedRequests: [],
    dialogs: [],
    requests: [],
  };
}

/** The issue lists that must be empty for a healthy page (requests is a log). */
export function problemsOf(issues: PageIssues): Omit<PageIssues, 'requests'> {
  const problems: Partial<PageIssues> = { ...issues };
  delete problems.requests;
  return problems as Omit<PageIssues, 'requests'>;
}

const CSP_BINDING = '__sqrtdkReportCspViolation';

// Runs in every document before its own scripts. Violations inside workers are
// not seen here; Chromium logs those to the console, which the console watch catches.
function reportCspViolationsScript(binding: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
    report?.({
      directive: event.violatedDirective,
      blockedURI: event.blockedURI,
      sourceFile: event.sourceFile,
      where: location.href,
    });
  });
}

function isSameServer(url: string, serverOrigin: string): boolean {
  // data: and blob: URLs never leave the browser.
  if (url.startsWith('data:') || url.startsWith('blob:')) return true;
  try {
    return new URL(url).origin === serverOrigin;
  } catch {
    return false;
  }
}

function describeConsole(message: ConsoleMessage, source: string): string {
  const location = message.location();
  const where = location.url ? ` (${location.url}:${location.lineNumber})` : '';
  return `[${source}] ${message.text()}${where}`;
}

/** Installs the watches on a context; call before its first page opens. */
export async function guardContext(
  context: BrowserContext,
  serverOrigin: string,
  issues: PageIssues = emptyIssues(),
): Promise<PageIssues> {
  await context.exposeFunction(CSP_BINDING, (violation: CspViolation) => {
    issues.cspViolations.push(violation);
  });
  await context.addInitScript(reportCspViolationsScript, CSP_BINDING);

  // HTTP from pages and their workers: anything not for the test server is
  // recorded and aborted, so a leak can neither succeed nor go unnoticed.
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (isSameServer(url, serverOrigin)) {
      await route.fallback();
    } else {
      issues.foreignRequests.push(url);
      await route.abort('blockedbyclient');
    }
  });
  await context.routeWebSocket(/.*/, (socket) => {
    issues.webSockets.push(socket.url());
    void socket.close({ code: 1008, reason: 'no WebSockets expected' });
  });

  // Requests that CSP (or anything else) stops before routing still show up here.
  context.on('request', (request) => {
    const url = request.url();
    issues.requests.push(url);
    if (!isSameServer(url, serverOrigin) && !issues.foreignRequests.includes(url)) {
      issues.foreignRequests.push(url);
    }
  });
  context.on('requestfailed', (request) => {
    // ERR_ABORTED is the browser cancelling a load because the test navigated
    // away or the page dropped it (e.g. a superseded image), not a failure.
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
    if (isSameServer(request.url(), serverOrigin) && !aborted) {
      issues.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
    }
  });
  context.on('response', (response) => {
    if (response.status() >= 400)
      issues.failedRequests.push(`${response.url()}: ${response.status()}`);
  });

  context.on('console', (message) => {
    if (message.type() === 'error') issues.consoleErrors.push(describeConsole(message, 'page'));
  });
  context.on('weberror', (error) => issues.pageErrors.push(String(error.error())));
  context.on('dialog', (dialog: Dialog) => {
    issues.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });

  const watchWorker = (worker: Worker) => {
    worker.on('console', (message) => {
      if (message.type() === 'error') issues.consoleErrors.push(describeConsole(message, 'worker'));
    });
  };
  const watchPage = (page: Page) => page.on('worker', watchWorker);
  context.pages().forEach(watchPage);
  context.on('page', watchPage);

  return issues;
}
