// In-text citations ([1] … [8]) point at #source-N in the Sources section.
// An embed shows one part alone, so there they must open the full page instead.
import type { StepContext } from './context';

export function linkCitations(root: HTMLElement, ctx: StepContext): void {
  if (!ctx.embedded) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a.cite[href^="#source-"]')) {
    link.href = `./index.html${link.getAttribute('href')}`;
    link.target = '_blank';
    link.rel = 'noopener';
  }
}
