// The polite, visible notice area (#notice, role=status). Messages are text
// only (textContent), so nothing from a URL or an error can inject markup.
const MAX_MESSAGES = 4;

export function createNotifier(region: HTMLElement | null): (message: string) => void {
  return (message: string) => {
    if (!region) return;
    const item = document.createElement('p');
    item.textContent = message;
    const dismiss = document.createElement('button');
    dismiss.type = 'button';
    dismiss.className = 'notice-dismiss';
    dismiss.textContent = 'Dismiss';
    dismiss.setAttribute('aria-label', 'Dismiss this notice');
    dismiss.addEventListener('click', () => item.remove());
    item.append(' ', dismiss);
    region.append(item);
    while (region.children.length > MAX_MESSAGES) region.firstElementChild?.remove();
  };
}
