// Mounts each part's behaviour module when its section nears the viewport, or
// at once when the user focuses, changes or presses one of its controls first.
// A part named in `onUse` (practice on the full page: its code is a quarter of
// the page's weight and most readers never press its buttons) does not load on
// approach but on first use, when the reader focuses, presses or types in it;
// load-on-use.ts says so while it loads.
// Every part is a literal dynamic import, so a missing module fails the build
// instead of silently leaving its section empty; a part whose section names no
// known module is reported, and a part that fails to mount reports it while
// the rest run.
// Until a part has mounted, its section is aria-busy, and early-input.ts
// keeps what the user does in it (values changed, buttons pressed) and applies
// it, in order, through the part's handlers once they are bound.
import { mountGlossary } from './glossary/popover';
import { holdEarlyInput } from './early-input';
import { loadOnUse } from './load-on-use';
import type { PartModule, StepContext } from './steps/context';

const PART_LOADERS: Record<string, () => Promise<PartModule>> = {
  intro: () => import('./steps/intro/mount'),
  variance: () => import('./steps/variance/mount'),
  saturation: () => import('./steps/saturation/mount'),
  fix: () => import('./steps/fix/mount'),
  train: () => import('./steps/train/mount'),
  beyond: () => import('./steps/beyond/mount'),
  practice: () => import('./practice/mount'),
};

/** Parts that are prose only (no controls, nothing computed). */
const PROSE_PARTS = new Set(['sources']);

/** Gives each section an accessible name from its first heading. */
function labelSection(section: HTMLElement): void {
  const heading = section.querySelector('h1, h2');
  if (!heading) return;
  heading.id ||= `${section.id}-title`;
  section.setAttribute('aria-labelledby', heading.id);
}

/** `bundled` holds parts the entry imported statically (the first screen's), so
 *  their code loads with the page instead of after it. `onUse` maps the parts
 *  that load on first use to how the loading status names them ("the practice
 *  tools"). */
export function mountParts(
  sections: Iterable<HTMLElement>,
  ctx: StepContext,
  bundled: Partial<Record<string, PartModule>> = {},
  onUse: Partial<Record<string, string>> = {},
): void {
  for (const section of sections) {
    labelSection(section);
    mountGlossary(section); // static text: its terms work before the part's code loads
    const part = section.dataset.part ?? '';
    if (PROSE_PARTS.has(part)) {
      section.dataset.mounted = 'true';
      continue;
    }
    const preloaded = bundled[part];
    const load = preloaded ? () => Promise.resolve(preloaded) : PART_LOADERS[part];
    if (!load) {
      console.error(`no module for part "${part}"`);
      ctx.notify(`Part “${part}” has no module and cannot start.`);
      continue;
    }
    const named = onUse[part];
    if (named) {
      loadOnUse(section, named, load, async (module) => {
        await module.mount(section, ctx);
        section.dataset.mounted = 'true';
      });
      continue;
    }
    let started = false;
    const start = async () => {
      if (started) return;
      started = true;
      section.removeEventListener('focusin', startNow);
      try {
        const module = await load();
        early.mounting();
        await module.mount(section, ctx);
        section.dataset.mounted = 'true';
        early.replay();
      } catch (error) {
        early.discard();
        console.error(`mounting ${part} failed`, error);
        ctx.notify(
          `Part “${part}” could not start: ${error instanceof Error ? error.message : error}`,
        );
      } finally {
        section.removeAttribute('aria-busy');
      }
    };
    const startNow = () => void start();
    section.setAttribute('aria-busy', 'true');
    const early = holdEarlyInput(section, startNow);
    section.addEventListener('focusin', startNow);
    ctx.whenVisible(section, startNow);
  }
}
