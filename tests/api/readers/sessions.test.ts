import { describe, expect, it } from 'vitest';
import { selectSessions } from '@/api/readers/sessions';
import { MalformedAnswer } from '@/lib/tolerant';

const session = {
  id: 's-1',
  device: 'Firefox on Linux',
  ip: '203.0.113.7',
  location: 'Berlin',
  last_active_at: '2026-03-16T09:00:00Z',
  current: true,
};

describe('selectSessions', () => {
  it('reads the signed-in devices as sent', () => {
    expect(selectSessions({ data: [session] })).toEqual([session]);
  });

  it('reads an id sent as a number as text, and what may be missing as none', () => {
    expect(selectSessions({ data: [{ id: 42 }] })).toEqual([
      { id: '42', device: '', ip: '', location: null, last_active_at: '', current: false },
    ]);
  });

  it.each([
    ['a device without its id', { data: [session, { device: 'Phone' }] }],
    ['an entry that is not a device', { data: [session, null] }],
    ['no list', { data: {} }],
  ])('refuses %s', (_, answer) => {
    expect(() => selectSessions(answer)).toThrow(MalformedAnswer);
  });
});
