// WebKitGTK (Safari's engine; Debian's webkit2gtk-driver), driven over the W3C
// WebDriver HTTP protocol with plain fetch: we start Xvfb on a display it picks
// itself (-displayfd) and WebKitWebDriver on a free port, so no client library
// and no driver manager is involved. Both run in their own process groups and
// are ended by group id on close, also when a check failed.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { EngineSession } from './session';

/** Debian ships MiniBrowser (package libwebkit2gtk-4.1-0) under the multiarch
 *  folder, e.g. /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser. */
function findMiniBrowser(): string {
  if (process.env.WEBKIT_MINIBROWSER) return process.env.WEBKIT_MINIBROWSER;
  for (const folder of readdirSync('/usr/lib')) {
    const candidate = join('/usr/lib', folder, 'webkit2gtk-4.1', 'MiniBrowser');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('MiniBrowser not found (apt package webkit2gtk-driver); set WEBKIT_MINIBROWSER');
}

function endGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Xvfb chooses a free display and writes its number to fd 3 once it is ready. */
async function startXvfb(): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => reject(new Error('Xvfb did not report a display in 10 s')),
      10_000,
    );
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited with code ${code}`)));
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${text.trim()}`);
      }
    });
  });
  return { child, display };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

type WebDriverReply = { value: unknown };

async function command(base: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json()) as WebDriverReply;
  if (!response.ok) {
    const { error, message } = (reply.value ?? {}) as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${path}: ${error ?? response.status}: ${message ?? ''}`);
  }
  return reply.value;
}

async function waitForDriver(base: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      const status = (await command(base, 'GET', '/status')) as { ready?: boolean };
      if (status.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not become ready in 10 s');
}

export async function openWebKit(): Promise<EngineSession> {
  const miniBrowser = findMiniBrowser();
  const started: ChildProcess[] = [];
  const stopAll = () => [...started].reverse().forEach(endGroup);
  // Also when the run is interrupted: process.kill is synchronous, so it works in 'exit'.
  process.once('exit', stopAll);
  try {
    const xvfb = await startXvfb();
    started.push(xvfb.child);
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, DISPLAY: xvfb.display },
    });
    started.push(driver);
    // MiniBrowser and its web process write to the driver's stderr: keep the
    // end of it, which says why a page process crashed.
    let log = '';
    driver.stderr!.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForDriver(base, driver);
    const created = (await command(base, 'POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
        },
      },
    })) as { sessionId: string; capabilities: { browserVersion: string } };
    const session = `${base}/session/${created.sessionId}`;
    const call = (method: string, path: string, body?: unknown) =>
      command(session, method, path, body);
    await call('POST', '/window/rect', { width: 1280, height: 900 });
    return {
      name: `WebKitGTK ${created.capabilities.browserVersion}`,
      goto: async (url) => {
        await call('POST', '/url', { url });
      },
      evaluate: async <T>(expression: string) =>
        (await call('POST', '/execute/sync', { script: `return (${expression});`, args: [] })) as T,
      // WebKitGTK's WebDriver offers no console log; the page's probe is the record.
      driverIssues: () => [],
      engineLog: () => log,
      close: async () => {
        try {
          await call('DELETE', '');
        } finally {
          stopAll();
        }
      },
    };
  } catch (error) {
    stopAll();
    throw error;
  }
}
