import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/Button.stories';
import { renderWithProviders } from '../utils/render';

const { Primary, Busy, Disabled } = composeStories(stories);

describe('Button', () => {
  it('calls onClick once per click', async () => {
    const onClick = fn();
    renderWithProviders(<Primary onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('announces busy, blocks clicks and shows a spinner when busy, and stays focusable', async () => {
    const onClick = fn();
    renderWithProviders(<Busy onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    const user = userEvent.setup();
    await user.dblClick(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('submits nothing while busy, even as a form’s submit button', async () => {
    const onSubmit = fn((e: Event) => e.preventDefault());
    renderWithProviders(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Busy type="submit" />
      </form>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sending…' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is not clickable when disabled', async () => {
    const onClick = fn();
    renderWithProviders(<Disabled onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('never submits a form unless asked to', async () => {
    const onSubmit = fn((e: Event) => e.preventDefault());
    renderWithProviders(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Primary />
      </form>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
