// What every part of the page gets when it is mounted. Parts talk to the core
// only through ctx.core and to the URL only through ctx.state.
import type { CoreClient } from '../worker/client';
import type { StateStore } from '../state/store';

export interface StepContext {
  /** The core in the worker. Use ctx.core.latest(channel, method, args) for
   *  slider-driven work: it resolves null when a newer request superseded it. */
  core: CoreClient;
  /** URL-backed state: get(), set(patch), subscribe(keys, fn). */
  state: StateStore;
  /** A polite, visible notice (#notice, role=status). Text only, never HTML. */
  notify(message: string): void;
  /** True inside embed.html (one part alone in an iframe). */
  embedded: boolean;
  /** Runs `start` once, when `element` first comes near the viewport. */
  whenVisible(element: Element, start: () => void): void;
}

/** The contract of web/src/steps/<part>/mount.ts and web/src/practice/mount.ts. */
export interface PartModule {
  mount(root: HTMLElement, ctx: StepContext): void | Promise<void>;
}

export type PartName =
  'intro' | 'variance' | 'saturation' | 'fix' | 'train' | 'beyond' | 'practice' | 'sources';
