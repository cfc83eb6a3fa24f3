import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/ipo/Calendar.stories';
import { useCleanClient } from '../../api/helpers';
import { withoutResponseValidation } from '../../utils/validation';
import { renderPageStory } from '../../utils/renderPageStory';
import { useFrozenNow } from './frozenNow';

/*
 * A purchase answered as a Laravel backend with `decimal` casts answers it (the contract's
 * conventions: amounts may come as decimal strings), with the response validation of development
 * builds off, as in production: the toast says the amount reserved, not "—".
 */
withoutResponseValidation();

const s = composeStories(stories);
const laravelOrder = {
  id: 901,
  stock_id: 46,
  side: 'buy',
  quantity: 20,
  price: '26.00',
  amount: '520.00',
  status: 'pending',
  created_at: '2026-11-28T10:00:00Z',
};

describe('an IPO order whose answer carries decimal strings', () => {
  useCleanClient();
  useFrozenNow();

  it.each([
    ['bare', laravelOrder],
    ['in { data }', { data: laravelOrder }],
  ])('says the amount reserved (%s)', async (_, answer) => {
    const buy = http.post('*/api/ipo/buy', () => HttpResponse.json(answer));
    await renderPageStory(s.BuySuccess, { watch: [buy] }).play();
    expect(
      screen.getByText(
        'You subscribed to 20 shares of Aurora Grid Energy for $ 520.00. The subscription is awaiting allocation.',
      ),
    ).toBeVisible();
  });
});
