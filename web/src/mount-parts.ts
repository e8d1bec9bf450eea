// Finds each part's behaviour module and mounts it when its section nears the
// viewport. Modules are found by glob, so the page works while some parts are
// still being written; a part that fails to mount reports it and the rest run.
import type { PartModule, StepContext } from './steps/context';

// Listed literally: steps/ also holds helpers that are not parts.
const stepModules = import.meta.glob<PartModule>([
  './steps/intro.ts',
  './steps/variance.ts',
  './steps/saturation.ts',
  './steps/fix.ts',
  './steps/beyond.ts',
  './steps/sources.ts',
]);
const practiceModules = import.meta.glob<PartModule>('./practice/mount.ts');

function loaderFor(part: string): (() => Promise<PartModule>) | undefined {
  return part === 'practice'
    ? practiceModules['./practice/mount.ts']
    : stepModules[`./steps/${part}.ts`];
}

/** Gives each section an accessible name from its first heading. */
function labelSection(section: HTMLElement): void {
  const heading = section.querySelector('h1, h2');
  if (!heading) return;
  heading.id ||= `${section.id}-title`;
  section.setAttribute('aria-labelledby', heading.id);
}

/** `bundled` holds parts the entry imported statically (the first screen's), so
 *  their code loads with the page instead of after it. */
export function mountParts(
  sections: Iterable<HTMLElement>,
  ctx: StepContext,
  bundled: Partial<Record<string, PartModule>> = {},
): void {
  for (const section of sections) {
    labelSection(section);
    const part = section.dataset.part ?? '';
    const preloaded = bundled[part];
    const load = preloaded ? () => Promise.resolve(preloaded) : loaderFor(part);
    if (!load) continue;
    ctx.whenVisible(section, async () => {
      try {
        const module = await load();
        await module.mount(section, ctx);
        section.dataset.mounted = 'true';
      } catch (error) {
        console.error(`mounting ${part} failed`, error);
        ctx.notify(
          `Part “${part}” could not start: ${error instanceof Error ? error.message : error}`,
        );
      }
    });
  }
}
