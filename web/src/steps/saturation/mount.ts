// Step 2 — the softmax saturates. Three independent pieces, each recomputing
// only what its own controls affect.
import { linkCitations } from '../citations';
import type { StepContext } from '../context';
import { mountScoreExample } from './example';
import { mountSaturationSimulation } from './simulation';
import { mountSaturationSweep } from './sweep';

export function mount(root: HTMLElement, ctx: StepContext): void {
  linkCitations(root, ctx);
  mountScoreExample(root, ctx);
  mountSaturationSimulation(root, ctx);
  mountSaturationSweep(root, ctx);
}
