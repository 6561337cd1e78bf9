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
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGTERM');
    } catch {
      // already gone
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
