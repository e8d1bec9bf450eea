// Module worker that owns the wasm core; the page talks to it through client.ts.
import { loadCore } from './load-core';
import { serveCore } from './serve';
import { warmUpWhenIdle } from './warm-up';

serveCore(self as unknown as Parameters<typeof serveCore>[0], loadCore, {
  afterLoad: warmUpWhenIdle,
});
