import { describe, expect, it } from 'vitest';
import { getTwoFactorStatus } from '@/api/generated/security/security';
import { isNotOffered } from '@/api/offered';
import { setScenario } from '@/mocks/scenarios';
import { useCleanClient } from './helpers';

const rejectionOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (error: unknown) => error,
  );

describe('a call beyond the specification that the backend does not offer', () => {
  useCleanClient();

  it('reads a 404 as "not offered"', async () => {
    setScenario('getTwoFactorStatus', '404');
    expect(isNotOffered(await rejectionOf(getTwoFactorStatus()))).toBe(true);
  });

  it('does not read a server error or a lost answer as "not offered"', async () => {
    setScenario('getTwoFactorStatus', '500json');
    expect(isNotOffered(await rejectionOf(getTwoFactorStatus()))).toBe(false);
    setScenario('getTwoFactorStatus', 'network');
    expect(isNotOffered(await rejectionOf(getTwoFactorStatus()))).toBe(false);
  });
});
