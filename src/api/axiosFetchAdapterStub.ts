/**
 * Stands in for axios' `lib/adapters/fetch.js` (see `scripts/axios-without-fetch-adapter.mjs`):
 * no fetch adapter, so axios picks XHR; the admin host uses `fetchWithoutCredentials`.
 */
export const getFetch = (): undefined => undefined;
export default undefined;
