import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetInvestorSummaryMockHandler } from '@/api/generated/investor/investor.msw';
import * as stories from '../../../stories/pages/investor/Investor.stories';
import { networkError } from '../../../stories/pages/responses';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const { Loaded, Loss, GermanNotation, Empty, Loading, Failed } = composeStories(stories);

describe('InvestorPage', () => {
  it("shows the demo investor's portfolio from the server, each holding with its change", async () => {
    const recorder = recordRequests('post', '*/api/investor');
    const { play } = renderPageStory(Loaded, { watch: [recorder.handler] });
    await play();
    expect(recorder.seen).toHaveLength(1);
    const rows = within(screen.getByRole('table', { name: 'Holdings' }))
      .getAllByRole('row')
      .slice(1);
    for (const row of rows) {
      // Every value in dollars with its cents, every change signed "+" or "−" (or zero).
      expect(row).toHaveTextContent(/\$ [\d,]+\.\d{2}/);
      expect(row).toHaveTextContent(/(up\+|down\u2212)?\d+(\.\d+)?%$/);
    }
  });

  it('prints the figures with the one formatter and marks them for the privacy mode', async () => {
    renderPageStory(Loaded, {
      watch: [
        getGetInvestorSummaryMockHandler({
          data: {
            portfolio_value: 18516.4,
            invested: 14909.47,
            profit: 3606.93,
            holdings: [
              {
                ticker: 'NMBR',
                company: 'Nimbus Robotics Inc.',
                quantity: 40,
                value: 936,
                change_percent: 17,
              },
            ],
          },
        }),
      ],
    });
    expect(await screen.findByText('$ 18,516.40')).toHaveAttribute('data-sensitive');
    expect(screen.getByText('$ 14,909.47')).toHaveAttribute('data-sensitive');
    expect(screen.getByText('+$ 3,606.93')).toHaveAttribute('data-sensitive');
    // The return on what went in: 3,606.93 / 14,909.47.
    expect(screen.getByText('+24.19%')).toBeInTheDocument();
    expect(screen.getByText('gain on what you invested')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Nimbus Robotics/ });
    expect(within(row).getByText('$ 936.00')).toHaveAttribute('data-sensitive');
    expect(row).toHaveTextContent('up+17%');
  });

  it('reads a loss by sign and word, not by colour', async () => {
    await renderPageStory(Loss).play();
  });

  it("writes the amounts in the client's notation, still in dollars", async () => {
    await renderPageStory(GermanNotation, { numbers: 'language' }).play();
  });

  it('offers the IPO calendar when nothing is held', async () => {
    await renderPageStory(Empty).play();
  });

  it('shows placeholders while loading', async () => {
    await renderPageStory(Loading).play();
  });

  it('shows an error in place and loads on retry', async () => {
    renderPageStory(Failed, {
      withHandlers: false,
      watch: [getGetInvestorSummaryMockHandler(networkError, { once: true })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Holdings' })).toBeInTheDocument();
  });

  it('runs the failure story', async () => {
    await renderPageStory(Failed).play();
  });
});
