import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { readFacts, type NotificationView } from '@/api/readers/notification';
import { markedRead, unreadNamed, withUnread } from '@/features/notifications/cache';
import { notificationHref, topicOf } from '@/features/notifications/links';
import { sentenceOf } from '@/features/notifications/sentences';
import { numberFormatter } from '@/lib/money';
import { messagesOf } from '../../utils/render';

const intlOf = (locale: 'en' | 'de' | 'cs') =>
  createIntl({ locale, defaultLocale: 'en', messages: messagesOf(locale) });

const view = (kind: string, params: Record<string, unknown> = {}): NotificationView => ({
  id: 1,
  kind,
  facts: readFacts(params),
  created_at: '2026-03-16T09:00:00Z',
  read_at: null,
});

const say = (
  n: NotificationView,
  locale: 'en' | 'de' | 'cs' = 'en',
  notation: 'standard' | 'language' = 'standard',
) => sentenceOf(n, intlOf(locale), numberFormatter({ locale, notation }));

describe('sentenceOf', () => {
  it('writes each kind from its params, and without the params it lacks', () => {
    expect(say(view('deposit_completed', { amount: '500.00', currency: 'USD' }))).toBe(
      'Your deposit of $ 500.00 was credited.',
    );
    expect(say(view('deposit_completed'))).toBe('Your deposit was credited.');
    expect(say(view('withdrawal_rejected', { amount: 80, currency: 'JPY' }))).toBe(
      'Your withdrawal of ¥ 80 was declined.',
    );
    expect(say(view('ticket_answered', { ticket_id: 3, subject: 'Card' }))).toBe(
      'Support answered your ticket “Card”.',
    );
    expect(say(view('ipo_allocated', { company: 'Skyline', quantity: 1 }))).toBe(
      'You were allocated 1 share of Skyline.',
    );
    expect(say(view('ipo_allocated', { company: 'Skyline', quantity: 1200 }))).toBe(
      'You were allocated 1,200 shares of Skyline.',
    );
    expect(say(view('ipo_allocated', { company: 'Skyline' }))).toBe(
      'You were allocated shares of Skyline.',
    );
    expect(say(view('verification_changed', { status: 'rejected' }))).toBe(
      'Your identity check was declined.',
    );
    expect(say(view('verification_changed', { status: 'constructor' }))).toBe(
      'The status of your identity check changed.',
    );
    expect(say(view('new_sign_in', { device: 'Edge', location: 'Oslo' }))).toBe(
      'New sign-in from Edge in Oslo.',
    );
    expect(say(view('new_sign_in', { device: 'Edge', location: null }))).toBe(
      'New sign-in from Edge.',
    );
  });

  it('writes a kind it does not know with the general sentence, whatever its name', () => {
    for (const kind of ['margin_call', '', 'toString', '__proto__'])
      expect(say(view(kind, { amount: 5, currency: 'USD' }))).toBe(
        'There is an update about your account.',
      );
  });

  it('writes in the reader language, amounts in the chosen notation', () => {
    const deposit = view('deposit_completed', { amount: 1234.5, currency: 'EUR' });
    expect(say(deposit, 'de')).toBe('Ihre Einzahlung von € 1,234.50 wurde gutgeschrieben.');
    expect(say(deposit, 'de', 'language')).toBe(
      'Ihre Einzahlung von 1.234,50\u00a0€ wurde gutgeschrieben.',
    );
    expect(say(view('ipo_allocated', { company: 'Skyline', quantity: 3 }), 'cs')).toBe(
      'Byly vám přiděleny 3 akcie společnosti Skyline.',
    );
  });
});

describe('notificationHref and topicOf', () => {
  it('leads each kind to what it is about; an unknown kind nowhere', () => {
    const href = (n: NotificationView) => notificationHref(n, 'en');
    expect(href(view('deposit_rejected'))).toBe('/en/transactions?type=deposit&status=rejected');
    expect(href(view('ticket_answered', { ticket_id: 7 }))).toBe('/en/tickets/7');
    expect(href(view('ticket_answered'))).toBe('/en/tickets');
    expect(href(view('ipo_allocated'))).toBe('/en/ipo/my-ipo');
    expect(href(view('verification_changed'))).toBe('/en/settings/verification');
    expect(href(view('new_sign_in'))).toBe('/en/security#sessions-title');
    expect(href(view('hasOwnProperty'))).toBeUndefined();
    expect(topicOf(view('withdrawal_completed'))).toBe('money');
    expect(topicOf(view('valueOf'))).toBe('general');
  });
});

describe('the optimistic cache', () => {
  const answer = {
    data: [
      { id: 1, read_at: null },
      { id: 2, read_at: null },
      { id: 3, read_at: '2026-03-01T00:00:00Z' },
    ],
    meta: { current_page: 1, unread: 7 },
  };

  it('marks what is named read and lowers the count by what it made read', () => {
    const dropped = unreadNamed([answer], { ids: [2, 3] });
    expect(dropped).toBe(1);
    const next = markedRead(answer, { ids: [2, 3] }, dropped, 'now') as typeof answer;
    expect(next.data.map((row) => row.read_at)).toEqual([null, 'now', '2026-03-01T00:00:00Z']);
    expect(next.meta.unread).toBe(6);
    const all = markedRead(answer, { all: true }, 0, 'now') as typeof answer;
    expect(all.data.every((row) => row.read_at)).toBe(true);
    expect(all.meta.unread).toBe(0);
    expect(withUnread(answer, -2)).toMatchObject({ meta: { unread: 0 } });
  });

  it('leaves an answer it cannot read as it is', () => {
    expect(markedRead('<html>', { all: true }, 0, 'now')).toBe('<html>');
    expect(withUnread(null, 3)).toBeNull();
  });
});
