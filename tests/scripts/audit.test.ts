import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

type Advisories = 'high' | 'none' | 'unreachable';

/**
 * A stand-in for the registry's bulk advisory endpoint (docs/architecture.md 'Security'); every other request
 * (package metadata npm reads to place an advisory) is redirected to the real registry.
 */
function advisoryStub(advisories: Advisories): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.method === 'POST' && request.url?.includes('/-/npm/v1/security/advisories/bulk')) {
        if (advisories === 'unreachable') {
          response.writeHead(405, { allow: 'GET,HEAD' }).end();
          return;
        }
        const high = {
          zod: [
            {
              id: 1,
              url: 'https://advisories.invalid/1',
              title: 'Test advisory',
              severity: 'high',
              vulnerable_versions: '<99.0.0',
              cwe: [],
              cvss: { score: 8, vectorString: null },
            },
          ],
        };
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(advisories === 'high' ? high : {}));
        return;
      }
      response.writeHead(307, { location: `https://registry.npmjs.org${request.url}` }).end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function runAudit(
  server: http.Server,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve) => {
    const child = spawn('node', ['scripts/audit.mjs'], {
      env: { ...process.env, npm_config_registry: `http://127.0.0.1:${port}/`, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

let server: http.Server | undefined;
afterEach(() => server?.close());

describe('scripts/audit.mjs (npm audit of production dependencies in CI)', () => {
  it('fails on a high advisory for a runtime dependency, with npm’s report', async () => {
    server = await advisoryStub('high');
    const { code, output } = await runAudit(server);
    expect(output).toContain('Test advisory');
    expect(code).toBe(1);
  }, 120_000);

  it('passes when the advisory service reports nothing', async () => {
    server = await advisoryStub('none');
    const { code, output } = await runAudit(server);
    expect(output).toContain('found 0 vulnerabilities');
    expect(code).toBe(0);
  }, 120_000);

  it('says nothing was checked when the endpoint does not answer; fails then only with AUDIT_REQUIRED=1', async () => {
    server = await advisoryStub('unreachable');
    const lenient = await runAudit(server);
    expect(lenient.output).toMatch(/did not answer \(405 .*\); production dependencies NOT checked/);
    expect(lenient.code).toBe(0);
    const strict = await runAudit(server, { AUDIT_REQUIRED: '1' });
    expect(strict.code).toBe(1);
  }, 120_000);
});
