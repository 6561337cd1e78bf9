/**
 * Varnish in front of a running shop, for the benchmarks and the end-to-end tests
 * (deploy/varnish/default.vcl with its backend port replaced; README 'Behind Varnish'). Needs
 * Debian's varnishd with varnish-modules (`.ci/run` installs them).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const VARNISHD = process.env.VARNISHD ?? '/usr/sbin/varnishd';
export const VARNISH_AVAILABLE = existsSync(VARNISHD);

/** The shipped VCL with `backendPort` as the shop's port. */
export function varnishConfig(backendPort) {
  const shipped = readFileSync(path.resolve(import.meta.dirname, '../deploy/varnish/default.vcl'), 'utf8');
  return shipped.replace(/\.port = "\d+";/, `.port = "${backendPort}";`);
}

/**
 * Starts varnishd as a daemon on 127.0.0.1:`port` in front of the shop on `backendPort` (stopping
 * one an earlier run left on that port first). Throws when varnishd refuses the configuration.
 * @returns {() => void} stop
 */
export function startVarnish(port, backendPort) {
  const workDir = path.join(tmpdir(), `storefront-varnish-${port}`);
  const pidFile = path.join(workDir, 'varnishd.pid');
  const stop = () => {
    if (!existsSync(pidFile)) return;
    const pid = Number(readFileSync(pidFile, 'utf8'));
    try {
      process.kill(pid, 'SIGTERM');
      // Wait (up to 5 s) until it has let go of its port, so a new varnishd can take it.
      for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
        process.kill(pid, 0);
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
      }
    } catch {
      // gone
    }
    rmSync(pidFile, { force: true });
  };
  stop();
  mkdirSync(workDir, { recursive: true });
  writeFileSync(path.join(workDir, 'default.vcl'), varnishConfig(backendPort));
  execFileSync(VARNISHD, [
    // No privilege separation: the work directory belongs to whoever runs this.
    ...['-j', 'none', '-n', path.join(workDir, 'instance'), '-P', pidFile],
    ...['-a', `127.0.0.1:${port}`, '-f', path.join(workDir, 'default.vcl'), '-s', 'malloc,256m'],
  ]);
  return stop;
}
