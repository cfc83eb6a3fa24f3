import {
  MOCK_VALIDATION_ERRORS,
  OPERATIONS as CONTRACT_OPERATIONS,
  type OperationId,
} from '@/api/generated/operations';

/**
 * Every call of the contract, by operationId: what the scenario layer matches on. Read from the
 * generated operation table (`npm run api:generate`), so a new operation of the contract gets its
 * scenario switches with no edit here. No msw here.
 */
export interface MockOperation {
  id: OperationId;
  method: Lowercase<(typeof CONTRACT_OPERATIONS)[number]['method']>;
  /** msw path pattern (any origin). */
  path: string;
  /** Field the `422` scenario blames. */
  field: string;
  /** Where the `422` scenario puts it: `errors` (Laravel), or the call's own (`description`). */
  envelope: string;
  /** `x-idempotent`: a repeat with the same `Idempotency-Key` gets the first answer, acting once. */
  idempotent: boolean;
  /** `x-beyond-spec`: a call beyond the specification (`?mock=beyond:off` makes them all 404). */
  beyondSpec: boolean;
}

export const OPERATIONS: MockOperation[] = CONTRACT_OPERATIONS.map(
  ({ id, method, path, idempotent, beyondSpec }) => ({
    id,
    idempotent,
    beyondSpec,
    method: method.toLowerCase() as MockOperation['method'],
    // `{token}` → `:token`; `*` matches any origin (the page's own, or the API's).
    path: `*${path.replace(/\{([^}]+)\}/g, ':$1')}`,
    ...MOCK_VALIDATION_ERRORS[id],
  }),
);

export const OPERATION_IDS: string[] = OPERATIONS.map((item) => item.id);

/** The calls beyond the specification (two-factor sign-in, transfers). */
export const BEYOND_SPEC_IDS: string[] = OPERATIONS.filter((item) => item.beyondSpec).map(
  (item) => item.id,
);
