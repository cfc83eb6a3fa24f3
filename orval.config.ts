import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';
import { parse } from 'yaml';
import { readOperations } from './scripts/generate-operations.mjs';

/**
 * Generates the typed API layer from the hand-written contract `openapi/cabinet.yaml`.
 * Run `npm run api:generate` (orval, then the operation table of scripts/generate-operations.mjs,
 * then prettier); `npm run api:check` fails when the committed output is out of date. Never edit
 * `src/api/generated/**` by hand.
 */

const input = { target: './openapi/cabinet.yaml' };

/**
 * Hooks that differ from orval's default (GET a query, anything else a mutation), from the
 * contract's `x-query`: POST calls that read data become query hooks, a GET that signs the user in
 * (`autologinByToken`) an action, so a mutation.
 */
const hookOverrides = Object.fromEntries(
  readOperations(parse(readFileSync(input.target, 'utf8')))
    .filter(({ method, hook }) => hook !== (method === 'GET' ? 'query' : 'mutation'))
    .map(({ id, hook }) => [
      id,
      { query: { useQuery: hook === 'query', useMutation: hook === 'mutation' } },
    ]),
);

export default defineConfig({
  cabinet: {
    input,
    output: {
      target: 'src/api/generated/cabinet.ts',
      schemas: 'src/api/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      mode: 'tags-split',
      // Remove stale files before writing; the zod output below owns src/api/generated/zod.
      clean: ['!zod/**'],
      mock: {
        indexMockFiles: true,
        generators: [
          {
            type: 'msw',
            // '*' prefix: handlers match any origin (the page's own, or http://127.0.0.1:<port>).
            baseUrl: '*',
            delay: 0,
            generateEachHttpStatus: true,
            useExamples: true,
          },
        ],
      },
      override: {
        mutator: { path: 'src/api/http.ts', name: 'apiClient' },
        // Multipart arrays go out as `attachments[]` (what a Laravel backend reads as an array).
        formData: { arrayHandling: 'serialize-with-brackets' },
        operations: hookOverrides,
      },
    },
  },
  cabinetZod: {
    input,
    output: {
      target: 'src/api/generated/zod',
      client: 'zod',
      mode: 'tags-split',
      clean: true,
      fileExtension: '.zod.ts',
    },
  },
});
