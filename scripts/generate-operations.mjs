#!/usr/bin/env node
// The operation table (`npm run api:generate`, after orval, before prettier).
//
// Reads openapi/cabinet.yaml and writes src/api/generated/operations.ts: every operation with its
// method, path, tag and the client-side facts of its vendor extensions (documented in the
// contract's info.description), plus what the demo backend's 422 scenario answers. The HTTP
// client, the response validation and the mock scenario layer read that table, so adding an
// operation to the contract needs no other hand edit. orval.config.ts reads `x-query` through
// readOperations() below.
//
// Deterministic: operations come out in the contract's order, so `npm run api:check` stays exact.
//
//   node scripts/generate-operations.mjs [contract.yaml] [output.ts]

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_INPUT = 'openapi/cabinet.yaml';
export const DEFAULT_OUTPUT = 'src/api/generated/operations.ts';

/** The methods an operation may use (what msw can mock too). */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];
const HOSTS = ['api', 'admin'];
const FINGERPRINT_TYPE = /^[a-z][a-z_]*$/;

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a local `$ref` (`#/components/...`) until a real object; anything else as is. */
function deref(document, value, seen = new Set()) {
  if (!isRecord(value) || typeof value.$ref !== 'string') return value;
  if (!value.$ref.startsWith('#/') || seen.has(value.$ref)) {
    throw new Error(`Unsupported or circular $ref ${value.$ref}`);
  }
  seen.add(value.$ref);
  let target = document;
  for (const part of value.$ref.slice(2).split('/')) {
    target = isRecord(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  if (target === undefined) throw new Error(`Unresolved $ref ${value.$ref}`);
  return deref(document, target, seen);
}

/** An object schema's field names, required ones first (the first branch of a oneOf/anyOf/allOf). */
function fieldsOf(document, schemaOrRef) {
  const schema = deref(document, schemaOrRef);
  if (!isRecord(schema)) return [];
  const branch = schema.oneOf ?? schema.anyOf ?? schema.allOf;
  if (Array.isArray(branch) && branch.length > 0 && !isRecord(schema.properties)) {
    return fieldsOf(document, branch[0]);
  }
  const properties = isRecord(schema.properties) ? Object.keys(schema.properties) : [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  return [...required.filter((name) => properties.includes(name)), ...properties];
}

const firstSchema = (document, holder) => {
  const content = deref(document, holder)?.content;
  if (!isRecord(content)) return undefined;
  return Object.values(content).find((media) => isRecord(media) && media.schema)?.schema;
};

/**
 * The field a validation error of this operation most plausibly blames: the one the contract names
 * (`x-validation-field`), else the request body's first (required) field, else its first path or
 * required query parameter, else `error` (the field the client's form helper keeps a lone server
 * message in).
 */
function blamedField(document, operation, pathItem) {
  if ('x-validation-field' in operation) return operation['x-validation-field'];
  const body = operation.requestBody ? firstSchema(document, operation.requestBody) : undefined;
  const [fromBody] = body ? fieldsOf(document, body) : [];
  if (fromBody) return fromBody;
  const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
    deref(document, p),
  );
  const parameter =
    parameters.find((p) => p.in === 'path') ??
    parameters.find((p) => p.in === 'query' && p.required);
  return parameter?.name ?? 'error';
}

/**
 * What the operation's 422 looks like: Laravel's `{ message, errors: { field: [...] } }`, or
 * another envelope the contract declares, e.g. `{ message, description: { currency_id: [...] } }`
 * (then the field is that envelope's first field).
 */
function validationErrorOf(document, operation, pathItem) {
  const field = blamedField(document, operation, pathItem);
  const response = operation.responses?.['422'];
  const schema = response ? deref(document, firstSchema(document, response)) : undefined;
  const properties = isRecord(schema?.properties) ? schema.properties : {};
  if ('errors' in properties || Object.keys(properties).length === 0) {
    return { envelope: 'errors', field };
  }
  for (const [envelope, value] of Object.entries(properties)) {
    if (envelope === 'message') continue;
    const [inner] = fieldsOf(document, value);
    if (inner) return { envelope, field: inner };
  }
  return { envelope: 'errors', field };
}

/** The media types of a request body the client sends, and what each is called in the table. */
const BODY_TYPES = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'multipart',
};

/** How the request body is sent (its first media type), or null when the operation has none. */
function bodyOf(document, operation, where) {
  if (!operation.requestBody) return null;
  const content = deref(document, operation.requestBody)?.content;
  const [type] = isRecord(content) ? Object.keys(content) : [];
  if (!type || !(type in BODY_TYPES)) {
    throw new Error(`${where}: unsupported request body ${JSON.stringify(type ?? null)}`);
  }
  return BODY_TYPES[type];
}

function extension(operation, name, check, fallback, where) {
  if (!(name in operation)) return fallback;
  const value = operation[name];
  if (!check(value)) throw new Error(`${where}: invalid ${name}: ${JSON.stringify(value)}`);
  return value;
}

const isBoolean = (value) => typeof value === 'boolean';

/**
 * Every operation of a parsed OpenAPI document, in the document's order, with its vendor
 * extensions read and checked.
 */
export function readOperations(document) {
  if (!isRecord(document?.paths)) throw new Error('The contract has no paths');
  const operations = [];
  const ids = new Set();
  for (const [path, rawItem] of Object.entries(document.paths)) {
    const pathItem = deref(document, rawItem);
    for (const [key, operation] of Object.entries(pathItem)) {
      const method = key.toLowerCase();
      if (!isRecord(operation) || !['trace', ...METHODS].includes(method)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!METHODS.includes(method)) throw new Error(`${where}: unsupported method`);
      const id = operation.operationId;
      if (typeof id !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(id)) {
        throw new Error(`${where}: missing or invalid operationId`);
      }
      if (ids.has(id)) throw new Error(`${where}: duplicate operationId ${id}`);
      ids.add(id);
      const [tag] = Array.isArray(operation.tags) ? operation.tags : [];
      if (typeof tag !== 'string') throw new Error(`${where}: no tag`);

      const upper = method.toUpperCase();
      const query = extension(operation, 'x-query', isBoolean, upper === 'GET', where);
      extension(
        operation,
        'x-validation-field',
        (value) => typeof value === 'string' && /^[A-Za-z_][\w.]*$/.test(value),
        null,
        where,
      );
      const fingerprint = extension(
        operation,
        'x-fingerprint',
        (value) => typeof value === 'string' && FINGERPRINT_TYPE.test(value),
        null,
        where,
      );
      operations.push({
        id,
        method: upper,
        path,
        tag,
        hook: query ? 'query' : 'mutation',
        globalLoader: extension(operation, 'x-global-loader', isBoolean, true, where),
        fingerprint,
        fingerprintInBody: extension(operation, 'x-fingerprint-in-body', isBoolean, true, where),
        host: extension(operation, 'x-host', (value) => HOSTS.includes(value), 'api', where),
        expiresSessionOn401: extension(operation, 'x-401-expires-session', isBoolean, true, where),
        idempotent: extension(operation, 'x-idempotent', isBoolean, false, where),
        beyondSpec: extension(operation, 'x-beyond-spec', isBoolean, false, where),
        body: bodyOf(document, operation, where),
        validationError: validationErrorOf(document, operation, pathItem),
      });
    }
  }
  return operations;
}

const literal = (value) => JSON.stringify(value).replace(/'/g, "\\'").replace(/^"|"$/g, "'");

function entry(fields) {
  return `{ ${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value === null ? 'null' : literal(value)}`)
    .join(', ')} }`;
}

/** The TypeScript source of the operation table (prettier formats it afterwards). */
export function renderOperations(document, source = DEFAULT_INPUT) {
  const operations = readOperations(document);
  const table = operations.map(({ validationError: _, ...operation }) => `  ${entry(operation)},`);
  const errors = operations.map(({ id, validationError }) => `  ${id}: ${entry(validationError)},`);
  return `/**
 * Generated by scripts/generate-operations.mjs from ${source} (npm run api:generate).
 * Do not edit: change the contract's operations and their x- extensions instead.
 */

/** One operation of the contract and what the client does with it (from its vendor extensions). */
export interface ApiOperation {
  /** The operationId. */
  readonly id: string;
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH';
  /** The path, with \`{param}\` placeholders. */
  readonly path: string;
  /** The first tag: the generated module \`@/api/generated/<tag>/<tag>\`. */
  readonly tag: string;
  /** \`x-query\`: the generated hook is a query (useQuery) or a mutation. */
  readonly hook: 'query' | 'mutation';
  /** \`x-global-loader\` (default true): the call turns the global loader on. */
  readonly globalLoader: boolean;
  /** \`x-fingerprint\`: a sign-in call carrying the device fingerprint, reported with this type. */
  readonly fingerprint: string | null;
  /** \`x-fingerprint-in-body\` (default true): false when the fingerprint is only reported after success. */
  readonly fingerprintInBody: boolean;
  /** \`x-host\` (default api): \`admin\` sends the call to the admin host. */
  readonly host: 'api' | 'admin';
  /** \`x-401-expires-session\` (default true): false when a 401 means wrong credentials or link. */
  readonly expiresSessionOn401: boolean;
  /** \`x-idempotent\` (default false): moves money; carries an \`Idempotency-Key\` per confirmation. */
  readonly idempotent: boolean;
  /** \`x-beyond-spec\` (default false): beyond the specification; a 404 or 405 means "not offered". */
  readonly beyondSpec: boolean;
  /** The request body's encoding (its first media type in the contract), null without a body. */
  readonly body: 'json' | 'form' | 'multipart' | null;
}

/** Every operation, in the contract's order. */
export const OPERATIONS = [
${table.join('\n')}
] as const satisfies readonly ApiOperation[];

export type Operation = (typeof OPERATIONS)[number];
export type OperationId = Operation['id'];

/**
 * The shape of each operation's 422 for the demo backend's scenario: the envelope the contract
 * declares (\`errors\`, or e.g. \`description\`) and the field it blames. Not used by the client.
 */
export interface MockValidationError {
  readonly envelope: string;
  readonly field: string;
}

export const MOCK_VALIDATION_ERRORS = {
${errors.join('\n')}
} as const satisfies Record<OperationId, MockValidationError>;
`;
}

/** Reads `input` (YAML), writes the table to `output`. Paths are relative to the project root. */
export function generateOperations(input = DEFAULT_INPUT, output = DEFAULT_OUTPUT) {
  const document = parse(readFileSync(resolve(ROOT, input), 'utf8'));
  const target = resolve(ROOT, output);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, renderOperations(document, input.split('\\').join('/')));
  return target;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    generateOperations(process.argv[2], process.argv[3]);
  } catch (error) {
    console.error(`generate-operations: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
