import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { ViewToggle } from '@/design-system/ViewToggle';
import * as stories from '../../stories/design-system/ViewToggle.stories';
import { renderWithProviders } from '../utils/render';

const { Tile, German } = composeStories(stories);

describe('ViewToggle', () => {
  it('marks the current view as pressed inside a labelled group', () => {
    renderWithProviders(<Tile />);
    expect(screen.getByRole('group', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tile view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('asks for the other view when it is pressed, by click or keyboard', async () => {
    const onChange = fn();
    const user = userEvent.setup();
    renderWithProviders(<ViewToggle value="list" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Tile view' }));
    expect(onChange).toHaveBeenCalledWith('tile');
    screen.getByRole('button', { name: 'Tile view' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('does not report a change when the current view is pressed again', async () => {
    const onChange = fn();
    renderWithProviders(<ViewToggle value="tile" onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tile view' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses translated labels', () => {
    renderWithProviders(<German />);
    expect(screen.getByRole('group', { name: 'Ansicht' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listenansicht' })).toBeInTheDocument();
  });
});
