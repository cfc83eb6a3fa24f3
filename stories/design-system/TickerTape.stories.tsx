import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TickerTape } from '@/design-system/TickerTape';
import { onViewport } from '../viewport';

/**
 * A local stand-in for the provider's embed script: it reads the same JSON config and writes the
 * symbol titles into the widget container. Stories never contact the third party.
 */
const STUB = `(function () {
  var script = document.currentScript;
  var config = JSON.parse(script.textContent);
  var target = script.parentNode.querySelector('.tradingview-widget-container__widget');
  var row = document.createElement('div');
  row.setAttribute('data-stub-theme', config.colorTheme);
  row.style.cssText = 'display:flex;gap:24px;align-items:center;min-height:46px;padding:0 16px;font-size:14px;white-space:nowrap;overflow:hidden';
  config.symbols.forEach(function (s) {
    var item = document.createElement('span');
    item.textContent = s.title;
    row.appendChild(item);
  });
  target.appendChild(row);
})();`;
const STUB_SRC = `data:text/javascript;charset=utf-8,${encodeURIComponent(STUB)}`;

/** A data: URL that cannot be decoded: the browser fires the script's error event. */
const BROKEN_SRC = 'data:text/javascript;base64,%%%';

const meta = {
  title: 'Design system/Layout/TickerTape',
  component: TickerTape,
  args: { theme: 'light', locale: 'en', loadScript: false },
} satisfies Meta<typeof TickerTape>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `loadScript={false}`: the calm placeholder, no script at all. */
export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Market ticker' });
    await expect(region).toHaveTextContent('Market data is unavailable right now.');
    await expect(region.querySelector('script')).toBeNull();
  },
};

/** The widget as rendered by a local stub that reads the injected config. */
export const Loaded: Story = {
  args: { loadScript: true, scriptSrc: STUB_SRC },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('EUR to USD')).toBeVisible());
    const region = canvas.getByRole('region', { name: 'Market ticker' });
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    const script = region.querySelector('script');
    await expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      colorTheme: 'light',
      locale: 'en',
      isTransparent: true,
      displayMode: 'adaptive',
    });
  },
};

/** The script fails to load: the placeholder replaces the tape. */
export const ScriptError: Story = {
  args: { loadScript: true, scriptSrc: BROKEN_SRC },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Market data is unavailable right now.')).toBeVisible());
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

/** Translated placeholder on a phone. */
export const PlaceholderGermanMobile: Story = {
  args: { locale: 'de_DE', placeholderText: 'Marktdaten sind gerade nicht verfügbar.', label: 'Marktticker' },
  ...onViewport('mobile'),
};
