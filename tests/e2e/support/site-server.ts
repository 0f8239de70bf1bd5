import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * A second `npm start` beside the suite's own, on the same build (`--no-build`), with an environment of its own: the
 * edge's settings a spec needs (staff sign-in, the first-run page with everything set). Started detached, so that
 * `stop` ends it and whatever it started, and nothing else.
 */
const root = path.resolve(import.meta.dirname, '../../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface SiteServer {
  origin: string;
  stop: () => void;
}

/** Starts the server with `env(origin)` over the tests' environment and waits until `ready` answers 2xx. */
export async function startSite(env: (origin: string) => Record<string, string>, ready = '/'): Promise<SiteServer> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const host: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), FOYER_WATCH: '0', ...env(origin) },
  });
  const stop = () => {
    if (host.pid && host.exitCode === null) process.kill(-host.pid, 'SIGTERM');
  };
  for (const deadline = Date.now() + 30_000; ;) {
    const up = await fetch(`${origin}${ready}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, stop };
    if (host.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error('npm start did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
