import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { Modal, type ModalProps } from '@/design-system/Modal';
import type { Canvas } from '../play';
import { onViewport } from '../viewport';

const body = (
  <p style={{ margin: 0 }}>
    Choose the currency of the new trading account. You can open up to five accounts; the currency
    cannot be changed later.
  </p>
);

const footer = (
  <>
    <Button variant="secondary">Cancel</Button>
    <Button>Create account</Button>
  </>
);

const meta = {
  title: 'Design system/Feedback/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Create trading account',
    children: body,
    footer,
    onClose: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'fullscreen'] },
    children: { control: false },
    footer: { control: false },
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvas: Canvas) => canvas.findByRole('dialog');

/** Open, named by its title; focus starts inside and Tab / Shift+Tab cycle within it; Escape asks to close. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const dialog = await dialogOf(canvas);
    await expect(dialog).toHaveAccessibleName('Create trading account');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await step('Tab and Shift+Tab cycle within the dialog', async () => {
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Create account' })).toHaveFocus();
      await userEvent.tab();
      await expect(close).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(within(dialog).getByRole('button', { name: 'Create account' })).toHaveFocus();
    });
    await step('Escape and Close ask to close', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await userEvent.click(close);
      await expect(args.onClose).toHaveBeenCalledTimes(2);
    });
    // Leave the snapshot with focus where it starts.
    close.focus();
  },
};

/** A click on the backdrop asks to close; a click inside does not. */
export const BackdropClick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await dialogOf(canvas);
    await userEvent.click(within(dialog).getByText(/Choose the currency/));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** `staticBackdrop`: the backdrop does nothing, but Escape and × still close. */
export const StaticBackdrop: Story = {
  args: { staticBackdrop: true },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await dialogOf(canvas);
    await userEvent.click(dialog);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** `dismissible={false}`: no × button, and Escape and the backdrop do nothing. */
export const NotDismissible: Story = {
  args: {
    dismissible: false,
    title: 'Verifying your documents',
    children: (
      <p style={{ margin: 0 }}>
        We are checking your passport. This takes about a minute; please keep this window open.
      </p>
    ),
    footer: <Button>Continue</Button>,
  },
  play: async ({ canvas, userEvent, args, step }) => {
    const dialog = await dialogOf(canvas);
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus(),
    );
    await step('Escape and a backdrop click do nothing', async () => {
      await userEvent.keyboard('{Escape}');
      await userEvent.click(dialog);
      await expect(args.onClose).not.toHaveBeenCalled();
      await expect(dialog).toHaveAttribute('open');
    });
    await step('Tab has one stop, and it stays on it', async () => {
      // Tab has one stop, and it stays on it.
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
    });
  },
};

export const Small: Story = {
  args: {
    size: 'sm',
    title: 'Sign out?',
    children: <p style={{ margin: 0 }}>You will need to sign in again.</p>,
  },
};

export const Large: Story = {
  args: {
    size: 'lg',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {body}
        <p style={{ margin: 0 }}>
          Trading accounts are held with the same broker as your wallets. Transfers between your
          wallets and trading accounts are free of charge and usually arrive within minutes.
        </p>
      </div>
    ),
  },
};

export const Fullscreen: Story = {
  args: { size: 'fullscreen', title: 'Terms and conditions', footer: <Button>Accept</Button> },
};

/** Without a footer the body runs to the bottom edge. */
export const WithoutFooter: Story = {
  args: { footer: undefined, title: 'Details' },
};

/** Long content scrolls inside the dialog while header and footer stay. */
export const LongContent: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 14 }, (_, i) => (
          <p key={i} style={{ margin: 0 }}>
            {i + 1}. Trading accounts are held with the same broker as your wallets. Transfers are
            free of charge.
          </p>
        ))}
      </div>
    ),
  },
};

/** Long German and Finnish words wrap instead of overflowing. */
export const LongText: Story = {
  args: {
    title: 'Kontoeinstellungen: Handelskontoeröffnungsbestätigung erforderlich',
    children: (
      <p style={{ margin: 0 }}>
        Kaupankäyntitilin avaaminen epäonnistui. Tarkista tilinavauslomakkeen tiedot ja yritä
        uudelleen myöhemmin.
      </p>
    ),
    footer: (
      <>
        <Button variant="secondary">Abbrechen</Button>
        <Button>Kontoeinstellungen speichern</Button>
      </>
    ),
    closeLabel: 'Schließen',
  },
  play: async ({ canvas }) => {
    await expect(
      within(await dialogOf(canvas)).getByRole('button', { name: 'Schließen' }),
    ).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  ...LongText,
  ...onViewport('mobile'),
};

function WithOpenerDemo(args: ModalProps) {
  const [open, setOpen] = useState(false);
  const amount = useRef<HTMLInputElement>(null);
  const close = () => {
    setOpen(false);
    args.onClose?.();
  };
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Deposit</Button>
      <Modal
        {...args}
        open={open}
        onClose={close}
        title="Deposit"
        initialFocusRef={amount}
        footer={<Button onClick={close}>Done</Button>}
      >
        <label htmlFor="modal-story-amount" style={{ display: 'block', marginBottom: 4 }}>
          Amount
        </label>
        <input id="modal-story-amount" ref={amount} defaultValue="100" />
      </Modal>
    </div>
  );
}

/** Opened from a button: `initialFocusRef` focuses the field, and closing returns focus to the button. */
export const FocusReturnsToOpener: Story = {
  args: { open: false },
  render: (args) => <WithOpenerDemo {...args} />,
  play: async ({ canvas, userEvent, args, step }) => {
    const opener = canvas.getByRole('button', { name: 'Deposit' });
    await step('Open it: the first field takes the focus', async () => {
      await userEvent.click(opener);
      const dialog = await canvas.findByRole('dialog', { name: 'Deposit' });
      await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toHaveFocus());
    });
    await step('Escape: the focus returns to the opener', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(opener).toHaveFocus();
    });
    await step('Open by keyboard, close by Done: the focus returns again', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.click(await canvas.findByRole('button', { name: 'Done' }));
      await expect(opener).toHaveFocus();
    });
  },
};
