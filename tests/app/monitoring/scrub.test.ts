import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubText, scrubValue } from '@/app/monitoring/scrub';

describe('scrubText', () => {
  it('takes out e-mail addresses, tokens and one-time links', () => {
    expect(scrubText('Login failed for ann.lee+test@example.co.uk')).toBe(
      'Login failed for [email]',
    );
    expect(scrubText('Authorization: Bearer 12|abcDEF123ghiJKL456mno')).toBe(
      'Authorization: [token]',
    );
    expect(scrubText('at https://cabinet.example.com/en/autologin/Zx81kq2mP0aa9?next=/home')).toBe(
      'at https://cabinet.example.com/en/autologin/[redacted]',
    );
    expect(scrubText('/en/password/reset/9f8e7d6c5b4a?email=ann%40example.com')).toBe(
      '/en/password/reset/[redacted]',
    );
    // Any path's query, not only a page's: the API's addresses too.
    expect(scrubText('GET /api/tickets/get-all-tickets?search=ann%40example.com failed')).toBe(
      'GET /api/tickets/get-all-tickets failed',
    );
    expect(scrubText('and/or? 500/502?')).toBe('and/or? 500/502?');
    expect(scrubText('token 4f9c2d0e8b7a6f5e4d3c2b1a0f9e8d7c')).toBe('token [token]');
    expect(
      scrubText('reset with 7f3a9c0d1e2b4f5a6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b'),
    ).toBe('reset with [token]');
    expect(scrubText('sent abcDEF123ghiJKL456mnoPQR to the API')).toBe('sent [token] to the API');
  });

  it('takes out two-factor set-up addresses and every `secret=`', () => {
    expect(
      scrubText(
        'QR failed for otpauth://totp/Northstar%20Markets:ann%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Northstar',
      ),
    ).toBe('QR failed for otpauth://[redacted]');
    expect(scrubText('setup answer secret=JBSWY3DPEHPK3PXP&digits=6')).toBe(
      'setup answer secret=[redacted]&digits=6',
    );
    expect(scrubText('{"secret":"JBSWY3DPEHPK3PXP","password": "hunter22"}')).toBe(
      '{"secret":"[redacted]","password": "[redacted]"}',
    );
    // Scrubbing twice changes nothing more.
    expect(scrubText(scrubText('secret=JBSWY3DPEHPK3PXP'))).toBe('secret=[redacted]');
  });

  it('keeps ids, addresses, versions and dates: they are not tokens or amounts', () => {
    for (const kept of [
      'event 4c79f7a9b8e64e0f9d2b5c1a7e3f2d10 failed',
      'request 123e4567-e89b-12d3-a456-426614174000 timed out',
      'span 3b8e1f2a9c4d5e6f of trace 9f8e7d6c5b4a39281706f5e4d3c2b1a0',
      'built from 7b0dfe9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a',
      'connect ECONNREFUSED 127.0.0.1:6396',
      'release cabinet@0.1.0+7b0dfe9 (customer-web-area@0.1.0+4f2a9c1e7b3d)',
      'upgrade to 2.14.3 please',
      'Failed to fetch dynamically imported module: https://x.example.com/assets/TradingAccountDetailPage-BjK2l9Qa.js',
      'at 2026-03-10T09:00:00.000Z on 10.03.2026',
    ]) {
      expect(scrubText(kept)).toBe(kept);
    }
  });

  it('takes out amounts and keeps the numbers a developer needs', () => {
    expect(scrubText('Purchase failed: 1,250.00 USD over the 1 000 limit')).toBe(
      'Purchase failed: [amount] over the [amount] limit',
    );
    expect(scrubText('Balance $ 12,345.60, € 99')).toBe('Balance [amount], [amount]');
    expect(scrubText('Request failed with status code 500')).toBe(
      'Request failed with status code 500',
    );
    expect(scrubText('Failed to load wallet 42 (line 17)')).toBe(
      'Failed to load wallet 42 (line 17)',
    );
    expect(scrubText('Deposit of 250.5 failed, amount: 1200, -3,000 EUR owed')).toBe(
      'Deposit of [amount] failed, amount: [amount], [amount] owed',
    );
    expect(scrubText('Transfer of €1 234,56 refused')).toBe('Transfer of [amount] refused');
  });

  it("takes out the signed-in client's own names, whatever their case", () => {
    expect(scrubText('Hello, Ann LEE!', ['Ann', 'Lee'])).toBe('Hello, [name] [name]!');
  });
});

describe('scrubEvent', () => {
  it('leaves no user, header, cookie, body or query in what it sends', () => {
    const event = {
      message: 'Purchase failed',
      user: { email: 'ann@example.com', ip_address: '1.2.3.4' },
      request: {
        url: 'https://cabinet.example.com/en/autologin/abcdef1234567890abcdef?x=1',
        headers: { Authorization: 'Bearer secret', Cookie: 'token=secret' },
        cookies: { token: 'secret' },
        data: { amount: 100 },
      },
      exception: {
        values: [{ type: 'Error', value: 'No funds for 1,000.00 EUR on ann@example.com' }],
      },
      breadcrumbs: [
        { category: 'console', message: 'Hello Ann', data: { arguments: ['Ann', { amount: 5 }] } },
        {
          category: 'navigation',
          data: { from: '/en/login', to: '/en/password/reset/tok123456?email=a@b.co' },
        },
      ],
      extra: {
        arguments: [{ config: { data: '{"amount":100}', headers: { Authorization: 'Bearer x' } } }],
      },
    };
    const sent = scrubEvent(event, ['Ann']);
    const text = JSON.stringify(sent);
    for (const secret of [
      'ann@example.com',
      'a@b.co',
      'secret',
      '1,000.00',
      '"amount":100',
      'abcdef1234567890abcdef',
      'tok123456',
      'Ann',
      '1.2.3.4',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(sent).not.toHaveProperty('user');
    expect(sent.request).toEqual({ url: 'https://cabinet.example.com/en/autologin/[redacted]' });
    // What explains the error stays.
    expect(sent.message).toBe('Purchase failed');
    expect(sent.exception.values[0]).toEqual({
      type: 'Error',
      value: 'No funds for [amount] on [email]',
    });
    expect(sent.breadcrumbs[1]).toEqual({
      category: 'navigation',
      data: { from: '/en/login', to: '/en/password/reset/[redacted]' },
    });
  });
});

describe('scrubValue', () => {
  it('drops the values of keys that name personal data or secrets', () => {
    expect(
      scrubValue({ email: 'x', password: 'p', first_name: 'Ann', balance: 5, status: 500 }),
    ).toEqual({
      email: '[redacted]',
      password: '[redacted]',
      first_name: '[redacted]',
      balance: '[redacted]',
      status: 500,
    });
  });
});
