import { describe, expect, it } from 'vitest';
import {
  readCreationOptions,
  readNewPasskey,
  readRequestOptions,
  selectPasskeys,
} from '@/api/readers/passkeys';
import { MalformedAnswer } from '@/lib/tolerant';

describe('passkey readers', () => {
  it('keeps each id as sent (number or string), for the removal to send it back', () => {
    const list = selectPasskeys({
      data: [
        { id: 7, name: ' Laptop ', created_at: '2026-03-02T10:15:00Z', last_used_at: null },
        { id: 'pk_1', name: 'Phone', created_at: '2026-03-03T10:15:00Z', last_used_at: 'x' },
      ],
    });
    expect(list.map((item) => item.id)).toEqual([7, 'pk_1']);
    expect(list[0]).toEqual({
      id: 7,
      name: 'Laptop',
      created_at: '2026-03-02T10:15:00Z',
      last_used_at: null,
    });
  });

  it('fails a list with an entry it cannot remove or date, or that is no list', () => {
    expect(() => selectPasskeys({ data: [{ name: 'x', created_at: 'y' }] })).toThrow(
      MalformedAnswer,
    );
    expect(() => selectPasskeys({ data: [{ id: 1, name: 'x' }] })).toThrow(MalformedAnswer);
    expect(() => selectPasskeys([])).toThrow(MalformedAnswer);
  });

  it('reads the new passkey of call 62', () => {
    expect(
      readNewPasskey({ data: { id: 3, name: 'A', created_at: 'c', last_used_at: null } }),
    ).toMatchObject({ id: 3 });
    expect(() => readNewPasskey({ id: 3 })).toThrow(MalformedAnswer);
  });

  it('passes the creation options on as sent, when what the browser needs is there', () => {
    const options = {
      rp: { id: 'localhost', name: 'N' },
      user: { id: 'dXNlci0x', name: 'a@b.c', displayName: 'A' },
      challenge: 'abc',
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      extensions: { credProps: true },
    };
    expect(readCreationOptions({ options })).toBe(options);
    expect(() => readCreationOptions({ options: { ...options, challenge: '' } })).toThrow(
      MalformedAnswer,
    );
    expect(() => readCreationOptions({ options: { ...options, user: {} } })).toThrow(
      MalformedAnswer,
    );
  });

  it('reads the challenge handle and request options of call 64', () => {
    const options = { challenge: 'abc', rpId: 'localhost' };
    expect(readRequestOptions({ challenge: 'h1', options })).toEqual({ challenge: 'h1', options });
    expect(() => readRequestOptions({ options })).toThrow(MalformedAnswer);
    expect(() => readRequestOptions({ challenge: 'h1', options: {} })).toThrow(MalformedAnswer);
  });
});
