// A part whose code loads on first use instead of when its section nears the
// viewport: its markup (prose, a textarea, buttons) is there from the start,
// and the first focus, press or input in it starts the load. While the code
// loads, a status line beside the control that started it says so; what the
// reader does meanwhile (text typed, the button pressed that started the load)
// is kept by early-input.ts and applied once the part has mounted, so the
// press does what it says. If the code cannot load (offline before the
// service worker holds a copy), the status line says why and the next use
// tries again.
import { holdEarlyInput } from './early-input';
import type { PartModule } from './steps/context';

/** Buttons that work before their part's code: glossary terms (popover.ts). */
const WORKS_UNMOUNTED = 'button.term';

function startedBy(target: EventTarget | null, section: HTMLElement): Element {
  const element = target instanceof Element ? target : null;
  return element && element !== section && section.contains(element) ? element : section;
}

/** `name` completes "Loading …" ("the practice tools"); `load` fetches the
 *  part's module and `mount` mounts it; either rejects if it fails. */
export function loadOnUse(
  section: HTMLElement,
  name: string,
  load: () => Promise<PartModule>,
  mount: (module: PartModule) => Promise<void>,
): void {
  section.dataset.loadsOnUse = 'true';
  const status = document.createElement('p');
  status.className = 'part-loading';
  status.setAttribute('role', 'status');
  section.querySelector('.step-header')?.after(status);
  let phase: 'waiting' | 'loading' | 'mounted' = 'waiting';
  const early = holdEarlyInput(section, () => void start(section));
  section.addEventListener('focusin', onUse);
  section.addEventListener('pointerdown', onUse);
  section.addEventListener('click', onClick, true);

  function onUse(event: Event): void {
    void start(startedBy(event.target, section));
  }

  function onClick(event: MouseEvent): void {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.matches(WORKS_UNMOUNTED)) return;
    // Already loading (the focus started it): the status moves beside the press.
    if (phase === 'loading') showStatus(button, status.textContent ?? '', false);
    void start(button);
  }

  /** The status goes after the control's container (its row of buttons, its
   *  field), where the reader is looking; for the section itself, under its heading. */
  function showStatus(near: Element, text: string, failed: boolean): void {
    const anchor = near === section ? section.querySelector('.step-header') : near.parentElement;
    if (anchor && anchor !== section && status.previousElementSibling !== anchor) {
      anchor.after(status);
    }
    status.classList.toggle('is-error', failed);
    status.textContent = text;
  }

  async function start(near: Element): Promise<void> {
    if (phase !== 'waiting') return;
    phase = 'loading';
    section.setAttribute('aria-busy', 'true');
    showStatus(near, `Loading ${name}…`, false);
    try {
      const module = await load();
      early.mounting();
      await mount(module);
      phase = 'mounted';
      status.remove();
      section.removeEventListener('focusin', onUse);
      section.removeEventListener('pointerdown', onUse);
      section.removeEventListener('click', onClick, true);
      early.replay();
    } catch (error) {
      phase = 'waiting';
      // The next use is a new press, not this one. (A new early-input record
      // would start the load again at once, for the text already typed.)
      early.forgetPresses();
      console.error(`loading ${name} failed`, error);
      const why = error instanceof Error ? error.message : String(error);
      showStatus(
        near,
        `Could not load ${name} (${why}). Check the connection, then try again.`,
        true,
      );
    } finally {
      section.removeAttribute('aria-busy');
    }
  }
}
