import { errorStatus } from './errors';

/**
 * Whether a call beyond the specification (`x-beyond-spec`, calls 44–50) failed because the backend
 * does not offer it: 404 or 405. The cabinet then shows no trace of the feature.
 */
export function isNotOffered(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 405;
}
