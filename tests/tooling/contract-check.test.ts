import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoBackend } from '@/mocks/http-backend';

const run = promisify(execFile);

/** Runs `npm run contract:check -- …` (its script) and returns the exit code and output. */
async function contractCheck(...args: string[]) {
  try {
    const { stdout, stderr } = await run('node', ['scripts/contract-check.mjs', ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

// The demo backend over real HTTP, as a team's own backend would answer the command.
const backend = createDemoBackend();
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())));

describe('npm run contract:check', () => {
  it('passes against the demo backend: one line per call, exit code 0', async () => {
    const { code, stdout } = await contractCheck(
      '--base-url',
      base,
      '--email',
      'demo@example.com',
      '--password',
      'password',
    );
    expect(stdout).toMatch(/^pass\s+getWallets POST \/api\/wallets 200$/m);
    expect(stdout).toMatch(/^pass\s+getArticles GET \/api\/articles\/getAll 200$/m);
    expect(stdout).not.toMatch(/FAIL/);
    expect(code).toBe(0);
  });

  it('writes a JSON report and exits 1 when the sign-in is refused', async () => {
    const { code, stdout } = await contractCheck(
      '--json',
      '--base-url',
      base,
      '--email',
      'demo@example.com',
      '--password',
      'not-the-password',
    );
    const report = JSON.parse(stdout) as { passed: boolean; results: { outcome: string }[] };
    expect(report.passed).toBe(false);
    expect(report.results).toMatchObject([{ operationId: 'login', outcome: 'fail', status: 422 }]);
    expect(code).toBe(1);
  });

  it('exits 2 with the usage when an option is missing or not a URL', async () => {
    const missing = await contractCheck('--base-url', base, '--email', 'demo@example.com');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/Missing --password/);
    const notUrl = await contractCheck(
      '--base-url',
      'api.example.com',
      '--email',
      'a@b.c',
      '--password',
      'x',
    );
    expect(notUrl.code).toBe(2);
    expect(notUrl.stderr).toMatch(/--base-url must be an http\(s\) URL/);
  });
});
