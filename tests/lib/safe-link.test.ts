import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from '@/lib/safe-link';

describe('safeLinkUrl', () => {
  const SITE = 'http://cabinet.example';

  it.each([
    ['https://files.example.com/a.pdf', 'https://files.example.com/a.pdf'],
    ['  /files/statement.pdf ', '/files/statement.pdf'],
    ['/demo-files/a b.pdf?x=1#p', '/demo-files/a b.pdf?x=1#p'],
    // The backend on the page's own origin may answer with full addresses.
    ['http://cabinet.example/demo-files/a.pdf', 'http://cabinet.example/demo-files/a.pdf'],
  ])('accepts %s', (input, expected) => {
    expect(safeLinkUrl(input, SITE)).toBe(expected);
  });

  it.each([
    '/\\evil.example/x.pdf',
    '\\\\evil.example/x.pdf',
    '//evil.example/x.pdf',
    '/\t/evil.example/x.pdf',
    'http://files.example.com/a.pdf',
    'HTTP://files.example.com/a.pdf',
    'http://cabinet.example.evil.example/a.pdf',
    'https:\\\\evil.example/x.pdf',
    'javascript:alert(1)',
    'data:application/pdf;base64,AAAA',
    '',
    null,
  ])('refuses %s', (input) => {
    expect(safeLinkUrl(input, SITE)).toBeNull();
  });

  it('refuses script addresses whatever the page origin', () => {
    expect(safeLinkUrl('javascript:alert(1)', 'null')).toBeNull();
  });
});
