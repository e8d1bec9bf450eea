// Input made before a part's module has mounted must not be lost. The page's
// controls are plain HTML, so they work (a range moves, a select changes)
// before the part's code has bound them; its mount then shows the state's
// value and would snap the control back. holdEarlyInput records which
// controls of a section changed before the mount and, once it is done, gives
// each its value back and fires input/change, so the part applies the value as
// if the user had made the change just then. Changes made before this script
// ran at all (a slow connection) are found by comparing each control with the
// value its HTML gave it.
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Remembered {
  value: string;
  checked: boolean;
}

function isControl(target: EventTarget | null): target is Control {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

export interface EarlyInput {
  /** Gives each changed control the user's value back and replays its events,
   *  in the order the user last touched them; then stops listening. */
  replay(): void;
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
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  ) {
    return control.checked !== control.defaultChecked;
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
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

export function holdEarlyInput(section: HTMLElement, onFirstInput: () => void): EarlyInput {
  // Insertion order is the order of the user's last touch (re-inserted on each).
  const changed = new Map<Control, Remembered>();
  const remember = (control: Control) => {
    changed.delete(control);
    changed.set(control, {
      value: control.value,
      checked: control instanceof HTMLInputElement && control.checked,
    });
  };
  const record = (event: Event) => {
    if (!isControl(event.target)) return;
    remember(event.target);
    onFirstInput();
  };
  section.addEventListener('input', record, true);
  section.addEventListener('change', record, true);
  const before = [...section.querySelectorAll<Control>('input, select, textarea')].filter(
    changedFromMarkup,
  );
  before.forEach(remember);
  if (before.length > 0) onFirstInput();
  return {
    replay() {
      section.removeEventListener('input', record, true);
      section.removeEventListener('change', record, true);
      for (const [control, remembered] of changed) {
        if (!control.isConnected) continue;
        const checkable =
          control instanceof HTMLInputElement &&
          (control.type === 'checkbox' || control.type === 'radio');
        if (control instanceof HTMLInputElement && control.type === 'file') {
          // The chosen file is the action (an import): no mount resets it,
          // and the part only hears of it from the replayed events.
          if (!control.files?.length) continue;
        } else if (checkable) {
          if (control.checked === remembered.checked) continue;
          control.checked = remembered.checked;
        } else {
          if (control.value === remembered.value) continue;
          control.value = remembered.value;
        }
        control.dispatchEvent(new Event('input', { bubbles: true }));
        control.dispatchEvent(new Event('change', { bubbles: true }));
      }
      changed.clear();
    },
  };
}
