import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '@/design-system/Modal';
import * as stories from '../../stories/design-system/Modal.stories';
import { renderWithProviders } from '../utils/render';

const { Default, NotDismissible, StaticBackdrop, FocusReturnsToOpener } = composeStories(stories);

/** Dispatches the browser's close request (Escape, back gesture) and says whether it was cancelled. */
const fireCancel = (dialog: HTMLElement) => {
  const event = new Event('cancel', { cancelable: true });
  fireEvent(dialog, event);
  return event.defaultPrevented;
};

describe('Modal', () => {
  afterEach(() => {
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  });

  it('opens named by its title, with focus on the first control inside', () => {
    renderWithProviders(<Default />);
    const dialog = screen.getByRole('dialog', { name: 'Create trading account' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'Create trading account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('opens with showModal() when the browser has it', () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    HTMLDialogElement.prototype.showModal = showModal;
    HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    const { rerender } = renderWithProviders(<Modal open title="T" />);
    expect(showModal).toHaveBeenCalledTimes(1);
    rerender(<Modal open={false} title="T" />);
    expect(HTMLDialogElement.prototype.close).toHaveBeenCalledTimes(1);
  });

  it('asks to close on Escape, the × button and a backdrop click when dismissible', async () => {
    const onClose = fn();
    const user = userEvent.setup();
    renderWithProviders(<Default onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fireCancel(dialog)).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    // Callers get no DOM event (it would leak into their state and serializers).
    expect(onClose).toHaveBeenLastCalledWith();
    await user.click(screen.getByText(/Choose the currency/));
    expect(onClose).toHaveBeenCalledTimes(3);
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(4);
  });

  it('ignores Escape, close requests and the backdrop when not dismissible', async () => {
    const onClose = fn();
    const user = userEvent.setup();
    renderWithProviders(<NotDismissible onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(fireCancel(dialog)).toBe(true);
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  it('reopens a non-dismissible dialog that the browser closed on its own', () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    HTMLDialogElement.prototype.showModal = showModal;
    HTMLDialogElement.prototype.close = vi.fn();
    renderWithProviders(<NotDismissible />);
    const dialog = screen.getByRole('dialog');
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    expect(showModal).toHaveBeenCalledTimes(2);
    expect(dialog).toHaveAttribute('open');
  });

  it('ignores a backdrop click when the backdrop is static, and Escape still closes', async () => {
    const onClose = fn();
    const user = userEvent.setup();
    renderWithProviders(<StaticBackdrop onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button">Outside</button>
        <Default />
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const create = screen.getByRole('button', { name: 'Create account' });
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(create).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(create).toHaveFocus();
  });

  it('focuses initialFocusRef on open and returns focus to the opener on close', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FocusReturnsToOpener />);
    const opener = screen.getByRole('button', { name: 'Deposit' });
    await user.click(opener);
    expect(screen.getByLabelText('Amount')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText('Amount')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('renders its content only while open', () => {
    const { rerender } = renderWithProviders(
      <Modal open title="Title">
        Body
      </Modal>,
    );
    expect(screen.getByText('Body')).toBeInTheDocument();
    rerender(
      <Modal open={false} title="Title">
        Body
      </Modal>,
    );
    expect(screen.queryByText('Body')).toBeNull();
  });
});
