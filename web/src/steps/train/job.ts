// Play / pause / step / reset for a streamed training job. The worker streams
// snapshots of one job per channel. Pause holds the job in the worker with
// its trainer kept (client.hold), and Play releases it: training continues
// from the step it paused at, with exactly the numbers of an uninterrupted
// run (the core's chunked Trainer is bit-identical to a whole run). A chunk
// the worker had already sent when Pause was pressed is held back, not
// shown, and appears when Play is pressed. "Step" runs until one more
// recorded step has arrived, then pauses. Any change of settings drops
// everything and starts over.
import type { TrainOptions, TrainResult } from '../../../../wasm/api';
import type { CoreClient } from '../../worker/client';

export type JobPhase = 'idle' | 'running' | 'paused' | 'done';

/** What the controller needs of the core client. */
export type TrainClient = Pick<CoreClient, 'train' | 'cancel' | 'hold'>;

export interface JobView {
  /** A snapshot to show (every recorded step so far); null clears the charts. */
  show(snapshot: TrainResult | null): void;
  /** The phase changed (buttons, status line, chart states follow it). */
  phase(phase: JobPhase, snapshot: TrainResult | null): void;
  /** The core rejected the options or failed. */
  fail(message: string): void;
}

export interface TrainJob {
  play(): void;
  pause(): void;
  step(): void;
  reset(): void;
  /** New settings: cancels the job and starts the new one from step 0. */
  restart(options: Partial<TrainOptions>): void;
  readonly phase: JobPhase;
  readonly snapshot: TrainResult | null;
}

export function createTrainJob(
  client: TrainClient,
  channel: string,
  initial: Partial<TrainOptions>,
  view: JobView,
): TrainJob {
  let options = initial;
  let phase: JobPhase = 'idle';
  let snapshot: TrainResult | null = null;
  /** Pause once a snapshot holds this many recorded steps (set by step()). */
  let stopAt = Infinity;
  /** Counts started jobs, so callbacks of a cancelled one are ignored. */
  let generation = 0;
  /** The newest snapshot that arrived while paused, and where it goes on Play. */
  let heldBack: TrainResult | null = null;
  let deliver: ((next: TrainResult) => void) | null = null;

  const setPhase = (next: JobPhase) => {
    phase = next;
    view.phase(phase, snapshot);
  };

  const stopJob = () => {
    generation += 1;
    heldBack = null;
    client.cancel(channel);
  };

  /** Holds the job in the worker (its state kept) and shows it paused. */
  const hold = () => {
    client.hold(channel, true);
    setPhase('paused');
  };

  /** Continues a held job: same worker, same trainer, next step. */
  const resume = () => {
    client.hold(channel, false);
    setPhase('running');
    const pending = heldBack;
    heldBack = null;
    if (pending) deliver?.(pending);
  };

  function start(): void {
    const mine = ++generation;
    // Counts jobs started (browser tests check that Play after Pause starts none).
    performance.mark('sqrtdk:train-job-start');
    setPhase('running');
    const accept = (next: TrainResult) => {
      if (mine !== generation) return;
      if (phase === 'paused') {
        heldBack = next;
        return;
      }
      snapshot = next;
      view.show(next);
      if (next.done) {
        generation += 1;
        setPhase('done');
      } else if (phase === 'running' && next.step.length >= stopAt) {
        stopAt = Infinity;
        hold();
      }
    };
    deliver = accept;
    client.train(channel, options, accept).then(
      (last) => {
        if (last) accept(last);
      },
      (error: Error) => {
        if (mine !== generation) return;
        generation += 1;
        setPhase('idle');
        view.fail(error.message);
      },
    );
  }

  return {
    get phase() {
      return phase;
    },
    get snapshot() {
      return snapshot;
    },
    play() {
      if (phase === 'running') return;
      stopAt = Infinity;
      if (phase === 'paused') {
        resume();
        return;
      }
      if (phase === 'done') {
        snapshot = null;
        view.show(null);
      }
      start();
    },
    pause() {
      if (phase !== 'running') return;
      hold();
    },
    step() {
      if (phase === 'done') return;
      stopAt = (snapshot?.step.length ?? 0) + 1;
      if (phase === 'paused') resume();
      else if (phase !== 'running') start();
    },
    reset() {
      stopJob();
      stopAt = Infinity;
      snapshot = null;
      view.show(null);
      setPhase('idle');
    },
    restart(next) {
      options = next;
      stopJob();
      stopAt = Infinity;
      snapshot = null;
      view.show(null);
      start();
    },
  };
}
