import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import {
  getCreateTicketMockHandler,
  getGetAllTicketsMockHandler,
} from '@/api/generated/tickets/tickets.msw';
import { TicketsPage } from '@/features/tickets/TicketsPage';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers, SLOW } from '../responses';
import { findStatus } from '../../play';
import { attachFiles, fillNewTicket, pickedFile } from './play';

const meta = {
  title: 'Pages/Tickets/List',
  component: TicketsPage,
  parameters: pageParameters({ path: '/:lang/tickets', route: '/en/tickets' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof TicketsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tickets = (handlers: RequestHandler[]) => ({
  parameters: { msw: { handlers: { tickets: handlers } } },
});

/** demo@example.com's tickets from the demo backend: unread mark, subject, last update, status. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
    const link = await canvas.findByRole('link', { name: 'Deposit not credited yet' }, SLOW);
    await expect(link).toHaveAttribute('href', '/en/tickets/103');
    await expect(canvas.getByText('New reply')).toBeInTheDocument();
    await expect(canvas.getAllByText('Closed')).toHaveLength(2);
  },
};

/** No tickets yet: a calm empty list beside the form. */
export const Empty: Story = {
  ...tickets([getGetAllTicketsMockHandler({ data: [] })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No tickets yet' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Subject/ })).toBeVisible();
  },
};

/** The list on its way: placeholders, announced once. */
export const Loading: Story = {
  ...tickets([getGetAllTicketsMockHandler(neverAnswers)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your tickets…')).toBeInTheDocument();
  },
};

/** The list failed: a message with a retry in place; the form still works. */
export const Failed: Story = {
  name: 'Error',
  ...tickets([getGetAllTicketsMockHandler(networkError)]),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Your tickets could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Send ticket' })).toBeEnabled();
  },
};

/** Files that break the rules are refused before anything is sent, each with the reason. */
export const InvalidAttachments: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Fill the form and attach an SVG, a file over 10 MB and a PNG', async () => {
      await fillNewTicket({ canvas, userEvent });
      await attachFiles({ canvas, userEvent }, [
        pickedFile('script.svg', 'image/svg+xml'),
        pickedFile('huge.pdf', 'application/pdf', 10 * 1024 * 1024 + 1),
        pickedFile('receipt.png', 'image/png'),
      ]);
    });
    await step('The two refused, each with its reason; the PNG kept', async () => {
      const alert = canvas.getByRole('alert');
      await expect(alert).toHaveTextContent('“script.svg” was not added: only images');
      await expect(alert).toHaveTextContent(
        '“huge.pdf” was not added: a file may be at most 10 MB.',
      );
      await expect(canvas.getByText('receipt.png')).toBeVisible();
    });
  },
};

/** Sending with a file (the server does not answer here): progress under the files, button busy. */
export const Uploading: Story = {
  ...tickets([getCreateTicketMockHandler(neverAnswers)]),
  play: async ({ canvas, userEvent, step }) => {
    await step('Send a ticket with a file', async () => {
      await fillNewTicket({ canvas, userEvent }, [pickedFile('receipt.png', 'image/png', 64_000)]);
      await userEvent.click(canvas.getByRole('button', { name: 'Send ticket' }));
    });
    await step('Progress under the files; the button busy', async () => {
      await expect(
        await canvas.findByRole('progressbar', { name: 'Upload progress' }),
      ).toBeVisible();
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Send ticket' })).toHaveAttribute(
          'aria-busy',
          'true',
        ),
      );
    });
  },
};

/** Sent: a confirmation with a link to the new ticket; the form is empty again. */
export const Created: Story = {
  // The generated answer: the demo backend's tickets stay as they are for the other stories.
  ...tickets([getCreateTicketMockHandler()]),
  play: async ({ canvas, userEvent, step }) => {
    await step('Send a ticket with a file', async () => {
      await fillNewTicket({ canvas, userEvent }, [pickedFile('receipt.png', 'image/png')]);
      await userEvent.click(canvas.getByRole('button', { name: 'Send ticket' }));
    });
    await step('A confirmation; the form is empty again', async () => {
      await expect(await findStatus(canvas, 'was sent.', SLOW)).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');
      await expect(canvas.queryByText('receipt.png')).toBeNull();
    });
  },
};

/** The list and the form on a phone. */
export const Mobile: Story = {
  ...onViewport('mobile'),
};

/** In German. */
export const German: Story = {
  parameters: { page: { route: '/de/tickets' } },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support-Tickets' })).toBeVisible();
    await expect(
      // The backend writes its own texts in the page's language too.
      await canvas.findByRole('link', { name: 'Einzahlung noch nicht gutgeschrieben' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ticket senden' })).toBeVisible();
  },
};
