// The optional interview timer: shows how long the current answer has taken.
// It only counts; nothing happens when time passes. The readout has role
// "timer", which screen readers do not announce on every tick.
import { el } from './dom';

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export class AnswerTimer {
  readonly readout = el('p', { className: 'practice-timer', attrs: { role: 'timer' } });
  private readonly started: number;
  private tick: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly clock: () => number = () => performance.now()) {
    this.started = clock();
    this.show('Time on this answer:');
    this.tick = setInterval(() => this.show('Time on this answer:'), 1000);
  }

  /** Stops counting and returns the whole seconds the answer took. */
  stop(): number {
    clearInterval(this.tick);
    this.tick = undefined;
    this.show('This answer took');
    return this.elapsed();
  }

  /** Whole seconds so far, without stopping. */
  elapsed(): number {
    return Math.round((this.clock() - this.started) / 1000);
  }

  private show(label: string): void {
    this.readout.textContent = `${label} ${formatDuration(this.elapsed())}`;
  }
}
