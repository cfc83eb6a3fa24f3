import { describe, expect, it } from 'vitest';
import { passkeyRefusal } from '@/lib/passkeys';
import { passkeysOffered, rememberPasskeysOffered } from '@/session';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('passkeyRefusal', () => {
  it('reads the browser’s refusals, directly or as the library wraps them', () => {
    expect(passkeyRefusal(domError('NotAllowedError'))).toBe('cancelled');
    expect(passkeyRefusal(domError('InvalidStateError'))).toBe('exists');
    expect(passkeyRefusal(domError('NotSupportedError'))).toBe('unsupported');
    expect(passkeyRefusal(domError('SecurityError'))).toBe('security');
    expect(passkeyRefusal(domError('AbortError'))).toBe('aborted');
    const wrapped = Object.assign(new Error('x', { cause: domError('InvalidStateError') }), {
      code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
    });
    expect(passkeyRefusal(wrapped)).toBe('exists');
    expect(passkeyRefusal(new Error('WebAuthn is not supported in this browser'))).toBe(
      'unavailable',
    );
  });

  it('leaves any other failure to the caller', () => {
    expect(passkeyRefusal(new Error('Request failed with status code 422'))).toBeNull();
    expect(passkeyRefusal('nope')).toBeNull();
  });
});

describe('passkeysOffered', () => {
  it('remembers what the backend said, and forgets the kept place of the button', () => {
    expect(passkeysOffered()).toBe(false);
    rememberPasskeysOffered(true);
    expect(passkeysOffered()).toBe(true);
    document.documentElement.setAttribute('data-passkeys', '');
    rememberPasskeysOffered(false);
    expect(passkeysOffered()).toBe(false);
    expect(document.documentElement.hasAttribute('data-passkeys')).toBe(false);
  });
});
