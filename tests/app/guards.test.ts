import { describe, expect, it } from 'vitest';
import { adminGuard, rolesGuard } from '@/app/router/guards';
import type { User } from '@/api/generated/model';
import { queryClient } from '@/app/queryClient';
import { userQueryKey } from '@/session';

type Guard = typeof adminGuard;
const run = (guard: Guard) => (guard as unknown as () => void)();

/** Runs a guard and returns where it redirects to, or null when it lets the user through. */
const redirectOf = (guard: Guard): string | null => {
  try {
    run(guard);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
};

const signIn = (role: User['role']) =>
  queryClient.setQueryData<User>(userQueryKey(), {
    id: 1,
    first_name: 'Ada',
    second_name: 'Lovelace',
    email: 'ada@example.com',
    status: 'active',
    role,
    avatar_url: null,
    language_cabinet: 'en',
    email_verified_at: null,
  } as User);

describe('adminGuard', () => {
  it('lets an admin through', () => {
    signIn('admin');
    expect(redirectOf(adminGuard)).toBeNull();
  });

  it('sends everyone else home in the current locale', () => {
    signIn('investor');
    expect(redirectOf(adminGuard)).toBe('/en/home');
  });
});

describe('rolesGuard', () => {
  it('accepts any role of the comma-separated list, spaces allowed', () => {
    signIn('admin');
    expect(redirectOf(rolesGuard('investor, admin'))).toBeNull();
  });

  it('sends a role outside the list to the unauthorized page', () => {
    signIn('client');
    expect(redirectOf(rolesGuard('investor,admin'))).toBe('/en/unauthorized');
  });
});
