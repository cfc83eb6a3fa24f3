import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/ServerErrorDialog.stories';
import { renderWithProviders } from '../utils/render';

const { Default, ScriptIsInert } = composeStories(stories);

describe('ServerErrorDialog', () => {
  it('shows the HTML in a frame with an empty sandbox', () => {
    renderWithProviders(<Default />);
    const dialog = screen.getByRole('dialog', { name: 'Server error' });
    const frame = screen.getByTitle('Server response');
    expect(dialog).toContainElement(frame);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('500 Internal Server Error');
    expect(frame).not.toHaveAttribute('src');
  });

  it('never grants scripts or same-origin to a hostile page', async () => {
    const titleBefore = document.title;
    renderWithProviders(<ScriptIsInert />);
    const frame = screen.getByTitle('Server response');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain("parent.document.title='pwned'");
    await new Promise((r) => setTimeout(r, 50));
    expect(document.title).toBe(titleBefore);
  });

  it('closes with the × button and Escape', async () => {
    const onClose = fn();
    const user = userEvent.setup();
    renderWithProviders(<Default onClose={onClose} closeLabel="Sulje" />);
    const [cross, footerClose] = screen.getAllByRole('button', { name: 'Sulje' });
    await user.click(cross!);
    await user.click(footerClose!);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('offers "Try again" and a support link beside the close button', async () => {
    const onRetry = fn();
    const onClose = fn();
    const user = userEvent.setup();
    renderWithProviders(
      <Default
        onClose={onClose}
        onRetry={onRetry}
        supportHref="/en/tickets"
        supportLabel="Contact support"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Server error' });
    expect(within(dialog).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/en/tickets',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a short text instead of a frame when there is no HTML', () => {
    renderWithProviders(
      <Default html={undefined} text="The server could not answer." onClose={fn()} />,
    );
    expect(screen.getByRole('dialog', { name: 'Server error' })).toHaveTextContent(
      'The server could not answer.',
    );
    expect(screen.queryByTitle('Server response')).toBeNull();
  });
});
