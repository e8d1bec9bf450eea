// The `test` every browser spec imports. It serves dist/ with the CSP test
// server (one per worker), points baseURL at it, and guards every context:
// after its body a test fails if the page logged an error, threw, violated
// the CSP, reached another host, opened a WebSocket or a dialog, or hit a 404.
// A test that provokes one of these on purpose checks `issues` itself and
// calls `allowIssues(kind)` so the final check skips that kind.
/* eslint-disable no-empty-pattern -- Playwright fixtures say "no dependencies" with {} */
import { test as base, expect } from '@playwright/test';
import { DIST_DIR } from './dist';
import { emptyIssues, guardContext, problemsOf, type PageIssues } from './guards';
import { startStaticServer, type StaticServer } from './static-server';

export type IssueKind = keyof ReturnType<typeof problemsOf>;

interface TestFixtures {
  issues: PageIssues;
  allowIssues: (...kinds: IssueKind[]) => void;
  allowedIssues: Set<IssueKind>;
}

interface WorkerFixtures {
  server: StaticServer;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // dist/ is built once, before the workers start (global-setup.ts).
    async ({}, use) => {
      const server = await startStaticServer({ root: DIST_DIR });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ server }, use) => {
    await use(server.url);
  },

  issues: async ({}, use) => {
    await use(emptyIssues());
  },

  allowedIssues: async ({}, use) => {
    await use(new Set<IssueKind>());
  },

  allowIssues: async ({ allowedIssues }, use) => {
    await use((...kinds) => kinds.forEach((kind) => allowedIssues.add(kind)));
  },

  context: async ({ context, server, issues, allowedIssues }, use) => {
    await guardContext(context, new URL(server.url).origin, issues);
    await use(context);
    const problems: Partial<ReturnType<typeof problemsOf>> = problemsOf(issues);
    for (const kind of allowedIssues) delete problems[kind];
    const found = Object.fromEntries(Object.entries(problems).filter(([, list]) => list.length));
    expect(found, 'the page must stay free of errors, CSP violations and foreign requests').toEqual(
      {},
    );
  },
});

export { expect };
