/**
 * Who the demo backend's state belongs to. In the browser demo and in Node tests there is one
 * tenant: the page, or the test file. The demo backend over HTTP (./http-backend.ts) serves many
 * browser contexts at once, the end-to-end tests two at a time, and gives each its own database
 * and scenario switches, as each browser tab of the in-page demo has its own: while it answers a
 * request, `setTenantScope`'s function names that request's tenant. Free of Node modules: the
 * browser demo bundles this file.
 */
/** What one tenant keeps: its `perTenant` values by name. */
export type TenantState = Map<string, unknown>;

const single: TenantState = new Map();
let scope = (): TenantState | undefined => undefined;

/** Where the HTTP backend says whose request is being answered (`undefined`: no request of its). */
export function setTenantScope(current: () => TenantState | undefined): void {
  scope = current;
}

/**
 * Whether a request of the HTTP backend is being answered: its tenants' state is in memory only,
 * never in the process's `localStorage` or `sessionStorage` (one for all of them, where there is one).
 */
export const inTenantScope = (): boolean => scope() !== undefined;

/** A fresh, empty tenant state (the HTTP backend keeps one per tenant). */
export const newTenantState = (): TenantState => new Map();

/** A module-level value of the demo backend that each tenant has its own copy of. */
export function perTenant<T>(
  name: string,
  initial: () => T,
): { get: () => T; set: (value: T) => void } {
  return {
    get: () => {
      const state = scope() ?? single;
      if (!state.has(name)) state.set(name, initial());
      return state.get(name) as T;
    },
    set: (value) => {
      (scope() ?? single).set(name, value);
    },
  };
}
