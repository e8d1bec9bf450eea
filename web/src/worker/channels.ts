// latest(channel, …): slider-driven work where only the newest request on a
// channel matters. Per channel at most one request runs and at most one waits
// behind it; a newer request replaces the waiting one, and every superseded
// request resolves null instead of delivering stale numbers. Shared by the
// single-worker client (client.ts) and the worker pool (pool.ts).

export type Call = (method: string, args: unknown[]) => Promise<unknown>;

export interface LatestChannels {
  latest(channel: string, method: string, args: unknown[]): Promise<unknown>;
  cancel(channel: string): void;
}

interface ChannelRequest {
  generation: number;
  method: string;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Channel {
  generation: number;
  running: boolean;
  waiting: ChannelRequest | null;
}

export function latestChannels(call: Call): LatestChannels {
  const channels = new Map<string, Channel>();

  function channelOf(name: string): Channel {
    let channel = channels.get(name);
    if (!channel) {
      channel = { generation: 0, running: false, waiting: null };
      channels.set(name, channel);
    }
    return channel;
  }

  function run(channel: Channel, request: ChannelRequest): void {
    channel.running = true;
    const settle = (deliver: () => void) => {
      // Stale: a newer request arrived while this one ran.
      if (request.generation !== channel.generation) request.resolve(null);
      else deliver();
      const next = channel.waiting;
      channel.waiting = null;
      if (next) run(channel, next);
      else channel.running = false;
    };
    call(request.method, request.args).then(
      (result) => settle(() => request.resolve(result)),
      (error: Error) => settle(() => request.reject(error)),
    );
  }

  function cancel(channelName: string): void {
    const channel = channelOf(channelName);
    channel.generation += 1;
    channel.waiting?.resolve(null);
    channel.waiting = null;
  }

  function latest(channelName: string, method: string, args: unknown[]): Promise<unknown> {
    cancel(channelName);
    const channel = channelOf(channelName);
    return new Promise((resolve, reject) => {
      const request = { generation: channel.generation, method, args, resolve, reject };
      if (channel.running) channel.waiting = request;
      else run(channel, request);
    });
  }

  return { latest, cancel };
}
