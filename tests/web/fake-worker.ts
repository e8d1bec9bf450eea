// A fake worker for the client tests: records what the client posts and lets
// the test answer in any order (worker-protocol and worker-pool tests).
import type { MessageEndpoint, WorkerRequest } from '../../web/src/worker/protocol';

export class FakeWorker implements MessageEndpoint {
  requests: WorkerRequest[] = [];
  listeners: ((event: MessageEvent) => void)[] = [];
  postMessage(message: unknown): void {
    this.requests.push(message as WorkerRequest);
  }
  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.push(listener);
  }
  calls() {
    return this.requests.filter((r) => r.kind === 'call');
  }
  trains() {
    return this.requests.filter((r) => r.kind === 'train');
  }
  stops() {
    return this.requests.filter((r) => r.kind === 'stop');
  }
  /** Delivers `data` as the worker's message. */
  respond(data: unknown): void {
    for (const l of this.listeners) l({ data } as MessageEvent);
  }
  answer(id: number, result: unknown): void {
    this.respond({ id, ok: true, result });
  }
  fail(id: number, error: string): void {
    this.respond({ id, ok: false, error });
  }
}
