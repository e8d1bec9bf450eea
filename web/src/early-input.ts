// Input made before a part's module has mounted must not be lost. The page's
// controls are plain HTML, so they work (a range moves, a select changes, a
// checkbox ticks) before the part's code has bound them; its mount then shows
// the state's value and would snap the control back, and a button pressed
// then has no handler at all. holdEarlyInput keeps, in the user's order, each
// change of a control's value and each press of a button made in a section
// before its mount; once the mount is done it gives each control its value
// back and fires input/change, and presses each button again, so the part
// applies them (state, URL and all) as if the user had acted just then.
// Changes made before this script ran at all (a slow connection) are found by
// comparing each control with the value its HTML gave it.
//
// Controls the page makes live before any part mounts (glossary terms, the
// embed panel) are marked with markLive and left alone: a replayed press
// would toggle them a second time.
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

type Entry =
  | { kind: 'value'; control: Control; value: string; checked: boolean }
  | { kind: 'press'; button: HTMLButtonElement };

const live = new WeakSet<Element>();
const replayedPresses = new WeakSet<Event>();

/** Marks `element` and what it holds as working before its part mounts. */
export function markLive(element: Element): void {
  live.add(element);
}

/** True for the click that replays a press made before the part mounted. Such
 *  a press means what the button offered in the page's markup (a Play button
 *  pressed then means play, even if the mount has started playing since), so
 *  a button that toggles applies it as that action, not as a toggle. */
export function isReplayedPress(event: Event): boolean {
  return replayedPresses.has(event);
}

function isLive(element: Element, section: HTMLElement): boolean {
  for (let node: Element | null = element; node && node !== section; node = node.parentElement) {
    if (live.has(node)) return true;
  }
  return false;
}

function isControl(target: EventTarget | null): target is Control {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

function isCheckable(control: Control): boolean {
  return (
    control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
  );
}

export interface EarlyInput {
  /** The part's code is about to bind its controls: from now until replay,
   *  a press is held back from them (and replayed), so a mount that binds
   *  its buttons and then awaits cannot see a press twice. */
  mounting(): void;
  /** Applies what the user did, in order, through the part's own handlers;
   *  then stops listening. */
  replay(): void;
  /** The part could not mount: stops listening and keeps nothing. */
  discard(): void;
  /** The part's code could not load and the next use tries again: presses
   *  made so far are dropped (the next press is the reader's new request),
   *  values changed are kept, and listening goes on. */
  forgetPresses(): void;
}

/** True when the user changed the control away from what its HTML says. */
function changedFromMarkup(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    if (control.multiple)
      return options.some((option) => option.selected !== option.defaultSelected);
    // A single select whose markup marks no option shows its first one.
    const marked = options.map((option) => option.defaultSelected).lastIndexOf(true);
    return control.selectedIndex !== (marked >= 0 ? marked : 0);
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
  if (control instanceof HTMLInputElement && isCheckable(control))
    return control.checked !== control.defaultChecked;
  return control.value !== markupValue(control);
}

/** The value an input's markup gives it: a range without a value attribute
 *  sits at its midpoint, which its defaultValue ("") does not say. A fresh
 *  element with the same attributes applies the same rules. */
function markupValue(control: HTMLInputElement): string {
  const fresh = document.createElement('input');
  for (const { name, value } of control.attributes) fresh.setAttribute(name, value);
  return fresh.value;
}

function replayEntry(entry: Entry): void {
  if (entry.kind === 'press') {
    const { button } = entry;
    button.removeAttribute('aria-busy');
    // A button the mounted part disabled offers nothing now.
    if (!button.isConnected || button.disabled) return;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    replayedPresses.add(click);
    button.dispatchEvent(click);
    return;
  }
  const { control } = entry;
  if (!control.isConnected) return;
  // Always fired, even when the mount already shows the value: the part's
  // handlers read the control, and the store ignores a value it already has.
  if (control instanceof HTMLInputElement && isCheckable(control)) control.checked = entry.checked;
  // A file input keeps its chosen files (its value can only be cleared).
  else if (!(control instanceof HTMLInputElement && control.type === 'file'))
    control.value = entry.value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

export function holdEarlyInput(section: HTMLElement, onFirstInput: () => void): EarlyInput {
  const timeline: Entry[] = [];
  let binding = false;
  const rememberValue = (control: Control) => {
    const entry: Entry = {
      kind: 'value',
      control,
      value: control.value,
      checked: control instanceof HTMLInputElement && control.checked,
    };
    // A drag or a typed word is one change: keep its last value, in its place.
    const last = timeline.at(-1);
    if (last?.kind === 'value' && last.control === control) timeline[timeline.length - 1] = entry;
    else timeline.push(entry);
  };
  const recordValue = (event: Event) => {
    if (!isControl(event.target) || isLive(event.target, section)) return;
    rememberValue(event.target);
    onFirstInput();
  };
  const recordPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !section.contains(button) || isLive(button, section) || button.disabled) return;
    timeline.push({ kind: 'press', button });
    // Says the press is taken and waits for the part (styles show it).
    button.setAttribute('aria-busy', 'true');
    if (binding) {
      event.stopImmediatePropagation();
      event.preventDefault();
    }
    onFirstInput();
  };
  section.addEventListener('input', recordValue, true);
  section.addEventListener('change', recordValue, true);
  section.addEventListener('click', recordPress, true);
  /** Presses no longer waiting for the part: their buttons stop saying so. */
  const release = (entries: readonly Entry[]) => {
    for (const entry of entries) {
      if (entry.kind === 'press') entry.button.removeAttribute('aria-busy');
    }
  };
  const stop = () => {
    section.removeEventListener('input', recordValue, true);
    section.removeEventListener('change', recordValue, true);
    section.removeEventListener('click', recordPress, true);
  };
  const before = [...section.querySelectorAll<Control>('input, select, textarea')].filter(
    (control) => !isLive(control, section) && changedFromMarkup(control),
  );
  before.forEach(rememberValue);
  if (before.length > 0) onFirstInput();
  return {
    mounting() {
      binding = true;
    },
    replay() {
      stop();
      for (const entry of timeline.splice(0)) replayEntry(entry);
    },
    discard() {
      stop();
      release(timeline.splice(0));
    },
    forgetPresses() {
      binding = false;
      release(timeline);
      const values = timeline.filter((entry) => entry.kind === 'value');
      timeline.splice(0, timeline.length, ...values);
    },
  };
}
