import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/ipo/Calculator.stories';
import { useCleanClient } from '../../api/helpers';
import { renderPageStory } from '../../utils/renderPageStory';

const s = composeStories(stories);

describe('CalculatorPage', () => {
  useCleanClient();

  it('runs the Loaded story', async () => {
    await renderPageStory(s.Loaded).play();
  });

  it('runs the Empty story', async () => {
    await renderPageStory(s.Empty).play();
  });

  it('runs the ByHandInShares story', async () => {
    await renderPageStory(s.ByHandInShares).play();
  });

  it('runs the Error story', async () => {
    await renderPageStory(s.Error).play();
  });

  it('runs the German story', async () => {
    await renderPageStory(s.German).play();
  });

  it('puts the chosen IPO and the inputs in the URL as the user types', async () => {
    const { location } = renderPageStory(s.Empty);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'IPO' }), '47');
    await user.type(screen.getByRole('textbox', { name: /^Amount to invest/ }), '500');
    await user.type(screen.getByRole('textbox', { name: /^Expected listing price/ }), '18.5');
    await waitFor(() =>
      expect(new URLSearchParams(location.current?.search)).toEqual(
        new URLSearchParams('ipo=47&amount=500&listing=18.5'),
      ),
    );
    // Helix: $ 14–16 in lots of 5; $ 500 buys 31 shares at $ 16, so 30.
    const top = within(screen.getByRole('region', { name: /^At the top/ }));
    expect(top.getByText('30')).toBeInTheDocument();
    expect(top.getByText('$ 480.00')).toBeInTheDocument();
    expect(top.getByText('+$ 75.00 (+15.63%)')).toBeInTheDocument();
  });

  it('says which orders can be placed when the shares are not whole lots, as the Buy dialog does', async () => {
    // Helix: lots of 5.
    const { location } = renderPageStory(s.Loaded, {
      initialEntries: ['/en/ipo/calculator?ipo=47&mode=shares&shares=22'],
    });
    const results = within(await screen.findByRole('region', { name: 'Results' }));
    expect(await results.findByText('Shares come in lots of 5: choose 20 or 25.')).toBeVisible();
    const field = screen.getByRole('spinbutton', { name: 'Number of shares' });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '25');
    await waitFor(() => expect(location.current?.search).toContain('shares=25'));
    expect(results.queryByText(/Shares come in lots/)).not.toBeInTheDocument();
  });

  it('says a possible loss with a minus sign (U+2212) and a word, not by colour alone', async () => {
    renderPageStory(s.Loaded, {
      initialEntries: ['/en/ipo/calculator?ipo=46&amount=1000&listing=20'],
    });
    const top = within(await screen.findByRole('region', { name: /^At the top/ }));
    expect(await top.findByText('\u2212$ 180.00 (\u221223.08%)')).toBeInTheDocument();
    expect(top.getByText('Loss')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('-$');
  });
});
