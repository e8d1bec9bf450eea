// Export and import of practice progress as a JSON file.
import { downloadBlob } from '../../export/download';
import { MAX_PROGRESS_BYTES } from '../progress/schema';
import type { ProgressStore } from '../progress/store';
import { required } from './dom';

export function mountProgress(
  root: HTMLElement,
  store: ProgressStore,
  now: () => Date,
  notify: (message: string) => void,
): void {
  const exportButton = required<HTMLButtonElement>(root, '#practice-export');
  const importInput = required<HTMLInputElement>(root, '#practice-import');
  const status = required(root, '#practice-progress-status');

  const say = (message: string, isError: boolean) => {
    status.textContent = message;
    status.classList.toggle('practice-error', isError);
  };

  exportButton.addEventListener('click', () => {
    const date = now().toISOString().slice(0, 10);
    downloadBlob(
      new Blob([store.exportText(now())], { type: 'application/json' }),
      `sqrt-dk-lab-progress-${date}.json`,
    );
    say('Progress exported as a JSON file.', false);
  });

  importInput.addEventListener('change', async () => {
    const file = importInput.files?.[0];
    importInput.value = '';
    if (!file) return;
    if (file.size > MAX_PROGRESS_BYTES) {
      say(
        `The file is ${(file.size / 1024 / 1024).toFixed(1)} MB; at most 1 MB is allowed. Nothing was changed.`,
        true,
      );
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      say('The file could not be read. Nothing was changed.', true);
      return;
    }
    const outcome = store.importText(text);
    say(outcome.message, !outcome.ok);
    if (outcome.ok) notify(outcome.message);
  });
}
