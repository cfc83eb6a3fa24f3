import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '@/design-system/Checkbox';
import * as stories from '../../stories/design-system/Checkbox.stories';
import { renderWithProviders } from '../utils/render';

const { Default, WithLink, WithError, Disabled, Indeterminate } = composeStories(stories);

describe('Checkbox', () => {
  it('checks and unchecks by click on the box, click on the label and Space', async () => {
    const onChange = fn();
    renderWithProviders(<Default onChange={onChange} />);
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('Remember me'));
    expect(box).not.toBeChecked();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('follows checked when controlled', () => {
    const { rerender } = renderWithProviders(
      <Checkbox label="News" checked={false} onChange={() => {}} />,
    );
    const box = screen.getByRole('checkbox', { name: 'News' });
    expect(box).not.toBeChecked();
    rerender(<Checkbox label="News" checked onChange={() => {}} />);
    expect(box).toBeChecked();
  });

  it('keeps a link inside the label working and named', () => {
    renderWithProviders(<WithLink />);
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '#terms',
    );
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).not.toBeChecked();
  });

  it('references the error and is invalid and required when there is an error', () => {
    renderWithProviders(<WithError />);
    const box = screen.getByRole('checkbox', {
      name: /I accept the terms and conditions\s*required/,
    });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('You must accept the terms to continue.');
  });

  it('references the hint', () => {
    renderWithProviders(<Checkbox label="News" hint="At most one email a week." />);
    expect(screen.getByRole('checkbox', { name: 'News' })).toHaveAccessibleDescription(
      'At most one email a week.',
    );
  });

  it('does not change when disabled', async () => {
    const onChange = fn();
    renderWithProviders(<Disabled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.setup().click(box);
    expect(box).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sets the indeterminate property and clears it when the prop goes away', () => {
    const { rerender } = renderWithProviders(<Indeterminate />);
    const box = screen.getByRole('checkbox', {
      name: 'Select all transactions',
    }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box).toBePartiallyChecked();
    rerender(<Indeterminate indeterminate={false} />);
    expect(box.indeterminate).toBe(false);
  });

  it('forwards the ref and name for register()', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<Checkbox label="Terms" name="terms" ref={ref} value="yes" />);
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Terms' }));
    expect(ref.current).toHaveAttribute('name', 'terms');
    expect(ref.current).toHaveAttribute('value', 'yes');
  });
});
