// Step 3 — the √d_k fix: divisor picker, published-vs-measured table, real models.
import { linkCitations } from '../citations';
import type { StepContext } from '../context';
import { mountDivisorCompare } from './compare';
import { mountModelPresets } from './models';
import { mountPublishedTable } from './published';

export function mount(root: HTMLElement, ctx: StepContext): void {
  linkCitations(root, ctx);
  mountDivisorCompare(root, ctx);
  mountPublishedTable(root, ctx);
  mountModelPresets(root, ctx);
}
