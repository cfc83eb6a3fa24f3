#!/usr/bin/env node
// API drift check (`npm run api:check`).
//
// Copies the committed src/api/generated tree aside, regenerates it from openapi/cabinet.yaml with
// `npm run api:generate`, and compares the two trees (file list and bytes). Generation is
// deterministic and idempotent, so nothing is restored: when the check fails, the working tree
// already holds the up-to-date output to commit.
//
// Exit 0 and "api drift: ok (N files)" when identical; exit 1 naming the differing files otherwise.

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const generatedDir = join(root, 'src', 'api', 'generated');
const MAX_LISTED = 50;

/** Relative POSIX paths of every file below `dir`, sorted. */
function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

const snapshot = mkdtempSync(join(tmpdir(), 'api-drift-'));
let exitCode = 1;

try {
  const before = join(snapshot, 'generated');
  if (existsSync(generatedDir)) cpSync(generatedDir, before, { recursive: true });

  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', '--silent', 'api:generate'], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
    shell: process.platform === 'win32',
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`\`npm run api:generate\` failed (exit ${result.status ?? result.signal})`);
  }

  const oldFiles = listFiles(before);
  const newFiles = listFiles(generatedDir);
  const oldSet = new Set(oldFiles);
  const newSet = new Set(newFiles);

  const differences = [];
  for (const file of newFiles) {
    if (!oldSet.has(file)) differences.push(`  added:    ${file}`);
    else if (!readFileSync(join(before, file)).equals(readFileSync(join(generatedDir, file)))) {
      differences.push(`  changed:  ${file}`);
    }
  }
  for (const file of oldFiles) {
    if (!newSet.has(file)) differences.push(`  removed:  ${file}`);
  }

  if (differences.length > 0) {
    console.error(
      'generated API code is out of date: run npm run api:generate and commit\n' +
        `${differences.length} file(s) differ from openapi/cabinet.yaml (src/api/generated/...):`,
    );
    console.error(differences.slice(0, MAX_LISTED).join('\n'));
    if (differences.length > MAX_LISTED) {
      console.error(`  ... and ${differences.length - MAX_LISTED} more`);
    }
    exitCode = 1;
  } else {
    console.log(`api drift: ok (${newFiles.length} files)`);
    exitCode = 0;
  }
} catch (error) {
  console.error(`api drift: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  rmSync(snapshot, { recursive: true, force: true });
}

process.exit(exitCode);
