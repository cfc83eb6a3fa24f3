import { describe, expect, it } from 'vitest';
import { selectVerification } from '@/api/readers/verification';
import { MalformedAnswer } from '@/lib/tolerant';

const passport = {
  type: 'passport',
  status: 'rejected',
  uploaded_at: '2026-03-15T09:12:00Z',
  reason: 'The photo is blurred.',
};

describe('selectVerification', () => {
  it('reads the status and the documents as sent', () => {
    expect(selectVerification({ data: { status: 'rejected', documents: [passport] } })).toEqual({
      status: 'rejected',
      documents: [passport],
    });
  });

  it('shows no reason that is not text, and reads a missing time as unknown', () => {
    const { documents } = selectVerification({
      data: { status: 'pending', documents: [{ type: 'passport', status: 'pending', reason: 42 }] },
    });
    expect(documents).toEqual([
      { type: 'passport', status: 'pending', uploaded_at: '', reason: null },
    ]);
  });

  it.each([
    [
      'a document without its type',
      { data: { status: 'pending', documents: [{ status: 'pending' }] } },
    ],
    ['documents that are not a list', { data: { status: 'none' } }],
    ['no status', { data: { documents: [] } }],
    ['no data', '<html>'],
  ])('refuses %s: the page never shows fewer documents than there are', (_, answer) => {
    expect(() => selectVerification(answer)).toThrow(MalformedAnswer);
  });
});
