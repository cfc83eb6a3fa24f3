import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OfflineBanner } from '@/design-system/OfflineBanner';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Feedback/OfflineBanner',
  component: OfflineBanner,
  args: { offline: true, onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline: the message in a polite live region, with a retry. */
export const Offline: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('You appear to be offline.');
    await userEvent.click(canvas.getByRole('button', { name: 'Check connection' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Check connection' }).blur();
  },
};

/** A retry under way: the button is busy. */
export const Retrying: Story = { args: { retrying: true } };

/** Online: nothing shows, the live region stays mounted and empty. */
export const Online: Story = {
  args: { offline: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Finnish on a phone: the button moves under the text. */
export const FinnishMobile: Story = {
  args: {
    message: 'Olet ilmeisesti offline-tilassa. Olet yhä kirjautuneena, eikä mitään ole menetetty.',
    retryLabel: 'Tarkista yhteys',
  },
  ...onViewport('mobile'),
};

/**
 * The browser says it is online but our server does not answer (the app's wording then: it cannot
 * tell a lost network from the server being down). German on a phone, the longest.
 */
export const ServerUnreachableGermanMobile: Story = {
  args: {
    message:
      'Unser Server ist gerade nicht erreichbar: Prüfen Sie Ihre Verbindung oder versuchen Sie es gleich noch einmal. Sie bleiben angemeldet und nichts geht verloren.',
    retryLabel: 'Verbindung prüfen',
  },
  ...onViewport('mobile'),
};
