// `npm run contract:check -- --base-url https://api.example.com --email … --password …`: checks a
// real backend against openapi/cabinet.yaml with the generated zod schemas (tools/contract/check.ts,
// loaded through Vite so that its TypeScript and `@/` imports work as in the app). Prints one line
// per call, or a JSON report with --json; exits 1 on any mismatch, 2 on wrong usage.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const USAGE = `Usage: npm run contract:check -- --base-url URL --email E-MAIL --password PASSWORD
  [--admin-url URL]   the articles host (VITE_ADMIN_API_URL); the API host when absent
  [--write]           also call the writes that keep a test account usable (a ticket, a reply, the
                      same language, a pending deposit of the minimum, logout)
  [--locale CODE]     the language asked for (default en)
  [--json]            print a JSON report instead of lines`;

let args;
try {
  args = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'admin-url': { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      locale: { type: 'string' },
      write: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }).values;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const missing = ['base-url', 'email', 'password'].filter((name) => !args[name]);
if (missing.length) {
  console.error(`Missing ${missing.map((name) => `--${name}`).join(', ')}\n\n${USAGE}`);
  process.exit(2);
}
for (const name of ['base-url', 'admin-url']) {
  if (args[name] && !/^https?:\/\/[^/]/.test(args[name])) {
    console.error(`--${name} must be an http(s) URL, got ${args[name]}`);
    process.exit(2);
  }
}

// Only the `@/` alias of vite.config.ts is needed (the check renders nothing).
const { module: check } = await runnerImport('/tools/contract/check.ts', {
  configFile: false,
  logLevel: 'error',
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
});
const results = await check.checkContract({
  baseUrl: args['base-url'],
  adminUrl: args['admin-url'],
  email: args.email,
  password: args.password,
  locale: args.locale,
  write: args.write,
});
const ok = check.passed(results);

if (args.json) {
  console.log(JSON.stringify({ baseUrl: args['base-url'], passed: ok, results }, null, 2));
} else {
  const MARK = { pass: 'pass', fail: 'FAIL', 'not-offered': 'not offered', skipped: 'skipped' };
  for (const result of results) {
    const status = result.status === undefined ? '' : ` ${result.status}`;
    const note = result.note ? ` (${result.note})` : '';
    console.log(
      `${MARK[result.outcome].padEnd(11)} ${result.operationId} ${result.method} ${result.path}${status}${note}`,
    );
    for (const { path, expected, got } of result.mismatches) {
      console.log(`            ${path}: expected ${expected}, got ${got}`);
    }
  }
  const failed = results.filter((result) => result.outcome === 'fail').length;
  console.log(
    ok
      ? `\nThe backend answers as the contract says (${results.length} calls).`
      : `\n${failed || 'No'} call(s) failed of ${results.length}${failed ? '' : ': the sign-in checked nothing else'}.`,
  );
}
process.exit(ok ? 0 : 1);
