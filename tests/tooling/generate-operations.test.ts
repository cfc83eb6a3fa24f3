import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operationMatcher } from '@/api/operations';
import { readOperations } from '../../scripts/generate-operations.mjs';

const FIXTURE = 'tests/tooling/fixtures/operations.yaml';

// Inside the project: vitest imports (and transforms) modules from here, not from the OS tmpdir.
const CACHE = resolve('node_modules/.cache');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Runs the generator's command line on `input`; returns its exit status and output file. */
function generate(input: string) {
  mkdirSync(CACHE, { recursive: true });
  const dir = mkdtempSync(join(CACHE, 'generate-operations-'));
  made.push(dir);
  const output = join(dir, 'operations.ts');
  const run = spawnSync(process.execPath, ['scripts/generate-operations.mjs', input, output], {
    encoding: 'utf8',
  });
  return { status: run.status, stderr: run.stderr, output };
}

interface GeneratedTable {
  OPERATIONS: readonly { id: string; method: string; path: string }[];
  MOCK_VALIDATION_ERRORS: Record<string, { envelope: string; field: string }>;
}

/** The fixture contract, parsed: path → method → operation. */
const fixture = () =>
  parse(readFileSync(FIXTURE, 'utf8')) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };

describe('generate-operations', () => {
  it('writes a new endpoint with its extensions as typed fields, in the contract order', async () => {
    const { status, output } = generate(FIXTURE);
    expect(status).toBe(0);

    const table = (await import(/* @vite-ignore */ output)) as GeneratedTable;

    expect(table.OPERATIONS.map((operation) => operation.id)).toEqual([
      'getWallets',
      'claimBonus',
      'getBonus',
      'openAccount',
    ]);
    expect(table.OPERATIONS[1]).toEqual({
      id: 'claimBonus',
      method: 'POST',
      path: '/api/bonuses/{bonus_id}/claim',
      tag: 'bonuses',
      hook: 'query',
      globalLoader: false,
      fingerprint: 'login',
      fingerprintInBody: true,
      host: 'admin',
      expiresSessionOn401: false,
      idempotent: false,
      beyondSpec: false,
      body: 'json',
    });
    expect(table.OPERATIONS[2]).toMatchObject({
      id: 'getBonus',
      method: 'GET',
      hook: 'mutation',
      globalLoader: true,
      fingerprint: null,
      fingerprintInBody: true,
      host: 'api',
      expiresSessionOn401: true,
      idempotent: false,
      beyondSpec: false,
      body: null,
    });
    expect(table.OPERATIONS[3]).toMatchObject({ id: 'openAccount', idempotent: true });
    expect(readFileSync(output, 'utf8')).toContain('export type OperationId =');
  });

  it('gives the client the new endpoint by method and request URL', async () => {
    const table = (await import(/* @vite-ignore */ generate(FIXTURE).output)) as GeneratedTable;
    const find = operationMatcher(table.OPERATIONS);

    expect(find('post', 'http://127.0.0.1/api/bonuses/b-7/claim/?lang=en')?.id).toBe('claimBonus');
    expect(find('GET', '/api/bonuses/b-7')?.id).toBe('getBonus');
    expect(find('GET', '/api/bonuses/b-7/claim')).toBeUndefined();
  });

  it('derives the field and envelope of the demo 422 from the contract', async () => {
    const table = (await import(/* @vite-ignore */ generate(FIXTURE).output)) as GeneratedTable;

    expect(table.MOCK_VALIDATION_ERRORS).toEqual({
      // No request body or parameter: the lone-message field.
      getWallets: { envelope: 'errors', field: 'error' },
      // The body's first required field, before its first listed one.
      claimBonus: { envelope: 'errors', field: 'promo_code' },
      // Named by the contract (`x-validation-field`), whatever the body or parameters hold.
      getBonus: { envelope: 'errors', field: 'code' },
      // A 422 with its own envelope blames that envelope's field.
      openAccount: { envelope: 'description', field: 'currency_id' },
    });
  });

  it('is deterministic', () => {
    const first = readFileSync(generate(FIXTURE).output, 'utf8');
    const second = readFileSync(generate(FIXTURE).output, 'utf8');
    expect(second).toBe(first);
  });

  it('rejects an extension with a value the client does not understand', () => {
    const document = fixture();
    const operation = document.paths['/api/wallets']!.post!;
    operation['x-host'] = 'partner';
    expect(() => readOperations(document)).toThrow(/POST \/api\/wallets: invalid x-host/);
    operation['x-host'] = 'admin';
    operation['x-global-loader'] = 'no';
    expect(() => readOperations(document)).toThrow(/invalid x-global-loader/);
    operation['x-global-loader'] = false;
    operation['x-idempotent'] = 'yes';
    expect(() => readOperations(document)).toThrow(/invalid x-idempotent/);
    operation['x-idempotent'] = true;
    operation['x-validation-field'] = '';
    expect(() => readOperations(document)).toThrow(/invalid x-validation-field/);
  });

  it('reads how each request body is sent, and refuses one the client cannot send', () => {
    const document = fixture();
    const body = document.paths['/api/bonuses/{bonus_id}/claim']!.post!.requestBody as {
      content: Record<string, unknown>;
    };
    const schema = Object.values(body.content)[0];
    body.content = { 'application/x-www-form-urlencoded': schema };
    const claim = () => readOperations(document).find((op) => op.id === 'claimBonus');
    expect(claim()?.body).toBe('form');
    body.content = { 'multipart/form-data': schema };
    expect(claim()?.body).toBe('multipart');
    body.content = { 'application/xml': schema };
    expect(() => readOperations(document)).toThrow(
      /POST \/api\/bonuses\/\{bonus_id\}\/claim: unsupported request body "application\/xml"/,
    );
  });

  it('fails on a duplicate operationId, from the command line too', () => {
    const document = fixture();
    document.paths['/api/bonuses/{bonus_id}']!.get!.operationId = 'claimBonus';
    expect(() => readOperations(document)).toThrow(/duplicate operationId claimBonus/);

    const run = generate('tests/tooling/fixtures/missing.yaml');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/generate-operations: /);
  });
});
