// Play / pause / step / reset of step 4's training job against a fake
// streaming client that the test advances by hand, the way the worker posts
// chunks: what reaches the view, when the job is cancelled or held, and that
// a resume continues the same job instead of starting it again.
import { describe, expect, it } from 'vitest';
import type { TrainOptions, TrainResult } from '../../wasm/api';
import { createTrainJob, type JobPhase } from '../../web/src/steps/train/job';

const TOTAL = 20;
const EVERY = 5;

function snapshotAt(stepsDone: number, options: Partial<TrainOptions>): TrainResult {
  const recorded: number[] = [];
  for (let s = 0; s <= stepsDone; s += EVERY) recorded.push(s);
  return {
    options: { ...options, steps: TOTAL, recordEvery: EVERY } as TrainOptions,
    step: Float64Array.from(recorded),
    stepsDone,
    pilotSteps: 0,
    done: stepsDone >= TOTAL,
    runs: [],
  };
}

/** One job at a time, as the worker runs them per channel. */
function fakeClient() {
  let active: {
    options: Partial<TrainOptions>;
    onChunk?: (s: TrainResult) => void;
    resolve: (s: TrainResult | null) => void;
    done: number;
  } | null = null;
  let held = false;
  const log = { started: [] as Partial<TrainOptions>[], cancels: 0, holds: [] as boolean[] };
  return {
    log,
    train(_channel: string, options: Partial<TrainOptions>, onChunk?: (s: TrainResult) => void) {
      active?.resolve(null);
      log.started.push(options);
      return new Promise<TrainResult | null>((resolve) => {
        active = { options, onChunk, resolve, done: 0 };
      });
    },
    cancel() {
      log.cancels += 1;
      active?.resolve(null);
      active = null;
      held = false;
    },
    hold(_channel: string, paused: boolean) {
      log.holds.push(paused);
      held = paused;
    },
    /** The worker finishing `steps` more steps of the running job (none while held). */
    advance(steps: number) {
      if (!held) this.deliver(steps);
    },
    /** A chunk the worker had sent before it saw a hold. */
    deliver(steps: number) {
      const job = active;
      if (!job) return;
      job.done = Math.min(TOTAL, job.done + steps);
      const snapshot = snapshotAt(job.done, job.options);
      if (snapshot.done) {
        active = null;
        job.resolve(snapshot);
      } else job.onChunk?.(snapshot);
    },
    get running() {
      return active !== null;
    },
    get held() {
      return held;
    },
  };
}

function recordingView() {
  const shown: (number | null)[] = [];
  const phases: JobPhase[] = [];
  const failures: string[] = [];
  return {
    shown,
    phases,
    failures,
    view: {
      show: (s: TrainResult | null) => shown.push(s ? s.stepsDone : null),
      phase: (p: JobPhase) => phases.push(p),
      fail: (m: string) => failures.push(m),
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a streamed training job', () => {
  it('shows each chunk as it arrives and ends done', async () => {
    const client = fakeClient();
    const { view, shown, phases } = recordingView();
    const job = createTrainJob(client, 'train', { dk: 64 }, view);
    job.play();
    client.advance(1);
    client.advance(7);
    expect(shown).toEqual([1, 8]);
    client.advance(100);
    await flush();
    expect(shown).toEqual([1, 8, TOTAL]);
    expect(job.phase).toBe('done');
    expect(phases).toEqual(['running', 'done']);
  });

  it('pause holds the job in the worker and keeps the last snapshot', () => {
    const client = fakeClient();
    const { view, shown } = recordingView();
    const job = createTrainJob(client, 'train', {}, view);
    job.play();
    client.advance(6);
    job.pause();
    expect(client.held).toBe(true);
    expect(client.running).toBe(true); // kept, not cancelled
    expect(client.log.cancels).toBe(0);
    expect(job.phase).toBe('paused');
    expect(job.snapshot?.stepsDone).toBe(6);
    client.advance(5); // nothing runs while held
    expect(shown).toEqual([6]);
  });

  it('play after pause continues the same job from the paused step', () => {
    const client = fakeClient();
    const { view, shown } = recordingView();
    const job = createTrainJob(client, 'train', { seed: 7 }, view);
    job.play();
    client.advance(10);
    job.pause();
    job.play();
    expect(client.log.started).toEqual([{ seed: 7 }]); // not started again
    expect(client.log.holds).toEqual([true, false]);
    expect(job.phase).toBe('running');
    client.advance(3);
    expect(shown).toEqual([10, 13]);
  });

  it('a chunk already on its way when Pause is pressed is held back until Play', async () => {
    const client = fakeClient();
    const { view, shown } = recordingView();
    const job = createTrainJob(client, 'train', {}, view);
    job.play();
    client.advance(6);
    job.pause();
    client.deliver(3); // sent before the worker saw the hold
    expect(shown).toEqual([6]);
    expect(job.snapshot?.stepsDone).toBe(6);
    job.play();
    expect(shown).toEqual([6, 9]);
    client.deliver(100); // the last chunk ends the job
    await flush();
    expect(job.phase).toBe('done');
  });

  it('step runs until one more recorded step arrives, then pauses', () => {
    const client = fakeClient();
    const { view } = recordingView();
    const job = createTrainJob(client, 'train', {}, view);
    job.step();
    client.advance(1); // records step 0 only
    expect(job.phase).toBe('paused');
    expect(job.snapshot?.step.length).toBe(1);
    job.step();
    client.advance(1); // step 2 recorded nothing new: keep going
    expect(job.phase).toBe('running');
    client.advance(4); // step 6: step 5 recorded
    expect(job.phase).toBe('paused');
    expect(Array.from(job.snapshot?.step ?? [])).toEqual([0, 5]);
    expect(client.held).toBe(true);
    expect(client.log.started.length).toBe(1);
  });

  it('new settings cancel the running job and start over from step 0', () => {
    const client = fakeClient();
    const { view, shown } = recordingView();
    const job = createTrainJob(client, 'train', { dk: 64 }, view);
    job.play();
    client.advance(12);
    job.restart({ dk: 16 });
    expect(client.log.cancels).toBe(1);
    expect(client.log.started).toEqual([{ dk: 64 }, { dk: 16 }]);
    client.advance(1);
    expect(shown).toEqual([12, null, 1]);
    expect(job.snapshot?.options.dk).toBe(16);
    expect(job.phase).toBe('running');
  });

  it('reset clears the charts and waits for play', () => {
    const client = fakeClient();
    const { view, shown } = recordingView();
    const job = createTrainJob(client, 'train', {}, view);
    job.play();
    client.advance(3);
    job.reset();
    expect(job.phase).toBe('idle');
    expect(job.snapshot).toBeNull();
    expect(shown).toEqual([3, null]);
    expect(client.running).toBe(false);
  });

  it('reports the core’s message when it rejects the options', async () => {
    const { view, failures } = recordingView();
    const failing = {
      train: () => Promise.reject(new Error('dk must be an integer from 1 to 1024')),
      cancel: () => undefined,
      hold: () => undefined,
    };
    const job = createTrainJob(failing, 'train', { dk: 0 }, view);
    job.play();
    await flush();
    expect(failures).toEqual(['dk must be an integer from 1 to 1024']);
    expect(job.phase).toBe('idle');
  });
});
