// axe-core over the current page (or only the part `include` selects): the
// serious and critical violations of the WCAG 2.1 A/AA and best-practice rules
// (colour contrast included), one line each.
//
// Only violations are collected (`resultTypes`): the passes and incomplete
// results of every node are what makes a run on the 3,800-element page slow,
// and nothing reads them. A page with no child frame runs axe.run inside the
// page ("legacy mode"): the default mode runs axe per frame and then merges
// the serialised results in a second, blank page, which on the settled page
// took twice as long for the same verdict. Pages that hold an iframe (an
// embed inside a course page) keep the per-frame mode, which is the one that
// reaches into frames without a timeout.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  if (page.frames().length === 1) builder.setLegacyMode(true);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}
