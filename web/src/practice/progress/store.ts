// Keeps practice progress in localStorage (or any Storage-like object, for
// tests). Bad stored data is never silently replaced: it is copied to a
// backup key and the learner is told; imports are all-or-nothing.
import { parseProgress, serialiseProgress } from './parse';
import { emptyProgress, type PracticeProgress } from './schema';
import { BACKUP_KEY, STORAGE_KEY } from './storage-keys';

export { BACKUP_KEY, STORAGE_KEY };

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export type ImportOutcome = { ok: true; message: string } | { ok: false; message: string };

export class ProgressStore {
  private progress: PracticeProgress = emptyProgress();
  private readonly listeners = new Set<(progress: PracticeProgress) => void>();

  constructor(private readonly storage: KeyValueStorage | null) {}

  /** Reads stored progress; returns a message when something was wrong with it. */
  load(): string | null {
    let text: string | null = null;
    try {
      text = this.storage?.getItem(STORAGE_KEY) ?? null;
    } catch {
      return 'Saved practice progress could not be read (storage is blocked); progress will last only until you leave the page.';
    }
    if (text === null) return null;
    const parsed = parseProgress(text);
    if (parsed.ok) {
      this.progress = parsed.progress;
      if (parsed.migratedFrom !== undefined) this.save();
      return null;
    }
    this.write(BACKUP_KEY, text);
    return `Saved practice progress was unreadable and has been set aside (kept under “${BACKUP_KEY}”). ${parsed.message}`;
  }

  get(): PracticeProgress {
    return this.progress;
  }

  /** Applies a change and saves it. Returns a message if saving failed. */
  update(change: (progress: PracticeProgress) => PracticeProgress): string | null {
    this.progress = change(this.progress);
    for (const listener of this.listeners) listener(this.progress);
    return this.save();
  }

  subscribe(listener: (progress: PracticeProgress) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  exportText(now: Date): string {
    return serialiseProgress(this.progress, now);
  }

  /** Replaces progress with an imported file, or changes nothing. */
  importText(text: string): ImportOutcome {
    const parsed = parseProgress(text);
    if (!parsed.ok) return parsed;
    const failure = this.update(() => parsed.progress);
    if (failure) return { ok: false, message: failure };
    const cards = Object.keys(parsed.progress.cards).length;
    const migrated = parsed.migratedFrom
      ? ` (converted from format version ${parsed.migratedFrom})`
      : '';
    return {
      ok: true,
      message: `Imported progress for ${cards} cards, ${parsed.progress.attempts.length} answers and ${parsed.progress.interviews.length} mock interviews${migrated}.`,
    };
  }

  private save(): string | null {
    return this.write(STORAGE_KEY, serialiseProgress(this.progress))
      ? null
      : 'Progress could not be saved (storage is full or blocked); export it to keep it.';
  }

  private write(key: string, value: string): boolean {
    try {
      this.storage?.setItem(key, value);
      return this.storage !== null;
    } catch {
      return false;
    }
  }
}
