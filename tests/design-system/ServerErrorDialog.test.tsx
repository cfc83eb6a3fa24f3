import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
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
    await user.click(screen.getByRole('button', { name: 'Sulje' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
