// The polite, visible notice area (#notice, role=status). Messages are text
// only (textContent), so nothing from a URL or an error can inject markup.
// Every message is shown until dismissed; none is dropped. A message that
// repeats word for word is shown once with a count instead of again.

export interface NoticeLine {
  text: string;
  /** How many times this exact message arrived. */
  count: number;
}

/** The lines the notice area shows for `messages`, in arrival order. */
export function noticeLines(messages: readonly string[]): NoticeLine[] {
  const lines = new Map<string, NoticeLine>();
  for (const text of messages) {
    const line = lines.get(text);
    if (line) line.count += 1;
    else lines.set(text, { text, count: 1 });
  }
  return [...lines.values()];
}

export function createNotifier(region: HTMLElement | null): (message: string) => void {
  let messages: string[] = [];

  function render(): void {
    if (!region) return;
    const items = noticeLines(messages).map(({ text, count }) => {
      const item = document.createElement('p');
      item.textContent = count > 1 ? `${text} (${count} times)` : text;
      const dismiss = document.createElement('button');
      dismiss.type = 'button';
      dismiss.className = 'notice-dismiss';
      dismiss.textContent = 'Dismiss';
      dismiss.setAttribute('aria-label', 'Dismiss this notice');
      dismiss.addEventListener('click', () => {
        messages = messages.filter((message) => message !== text);
        render();
      });
      item.append(' ', dismiss);
      return item;
    });
    region.replaceChildren(...items);
  }

  return (message: string) => {
    messages.push(message);
    render();
  };
}
