// Completion grading: what "worked through" means for each part, watched in
// the page without touching the parts. Reading parts count once they have been
// on screen; the interactive steps once the learner changed one of their
// controls (step 4: ran the training); practice once progress changed (the
// SCORM session reports that itself).
import type { PagePart } from '../classroom/settings';

/** The interaction recorded for each part when it is worked through. */
export const PART_INTERACTION: Record<PagePart, string> = {
  intro: 'read',
  variance: 'changed a setting',
  saturation: 'changed a setting',
  fix: 'changed a setting',
  train: 'ran the training',
  beyond: 'changed a setting',
  practice: 'practised',
  sources: 'read',
};

const READ_PARTS: readonly string[] = ['intro', 'sources'];
const TRAIN_BUTTONS = '#train-play, #train-step';
// Buttons that do not change the step: embedding, chart downloads.
const NOT_A_SETTING = '.embed-row, .embed-panel, .chart-exports';

/** Calls `done(part)` (perhaps more than once) when the learner works through a part. */
export function watchParts(sections: readonly HTMLElement[], done: (part: string) => void): void {
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const part = (entry.target as HTMLElement).dataset.part ?? '';
      if (entry.isIntersecting && READ_PARTS.includes(part)) done(part);
    }
  });
  for (const section of sections) {
    const part = section.dataset.part ?? '';
    if (READ_PARTS.includes(part)) seen.observe(section);
    else if (part === 'train') {
      section.addEventListener('click', (event) => {
        const target = event.target as Element;
        if (event.isTrusted && target.closest(TRAIN_BUTTONS)) done(part);
      });
    } else if (part !== 'practice') {
      section.addEventListener('change', (event) => {
        const target = event.target as Element;
        if (event.isTrusted && !target.closest(NOT_A_SETTING)) done(part);
      });
    }
  }
}

/** Reports the section most on screen as the learner scrolls. */
export function watchCurrentPart(
  sections: readonly HTMLElement[],
  current: (part: string) => void,
): void {
  const ratios = new Map<Element, number>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) ratios.set(entry.target, entry.intersectionRatio);
      let best: Element | null = null;
      for (const [section, ratio] of ratios) if (ratio > (ratios.get(best!) ?? 0)) best = section;
      const part = (best as HTMLElement | null)?.dataset.part;
      if (part) current(part);
    },
    { threshold: [0, 0.25, 0.5, 0.75, 1] },
  );
  for (const section of sections) observer.observe(section);
}
