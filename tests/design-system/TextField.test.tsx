import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { TextField } from '@/design-system/TextField';
import * as stories from '../../stories/design-system/TextField.stories';
import { renderWithProviders } from '../utils/render';

const { Default, WithError, Required, Multiline, Disabled } = composeStories(stories);

describe('TextField', () => {
  it('binds the visible label and reports typing through onChange', async () => {
    const onChange = fn();
    renderWithProviders(<Default onChange={onChange} />);
    const input = screen.getByLabelText('Email');
    await userEvent.setup().type(input, 'a@b.c');
    expect(input).toHaveValue('a@b.c');
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('name', 'email');
  });

  it('lists the hint then the error in aria-describedby and marks the input invalid when there is an error', () => {
    renderWithProviders(<WithError />);
    const input = screen.getByLabelText('Email');
    const [hintId, errorId] = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(document.getElementById(hintId ?? '')).toHaveTextContent(
      'We send the confirmation link to this address.',
    );
    expect(document.getElementById(errorId ?? '')).toHaveTextContent(
      'Enter a valid email address.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error carries an icon, so colour is not the only signal.
    expect(
      document.getElementById(errorId ?? '')?.querySelector('svg[aria-hidden="true"]'),
    ).not.toBeNull();
  });

  it('keeps the caller’s own aria-describedby after its own ids', () => {
    renderWithProviders(
      <>
        <p id="extra">Extra</p>
        <TextField label="Name" hint="As in your passport" aria-describedby="extra" id="name" />
      </>,
    );
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-describedby', 'name-hint extra');
  });

  it('has neither aria-invalid nor aria-describedby without hint and error', () => {
    renderWithProviders(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input.id).toMatch(/^[\w-]+$/);
  });

  it('shows a required marker with screen-reader text and a translatable label when required', () => {
    renderWithProviders(<Required />);
    const input = screen.getByRole('textbox', { name: 'Email required' });
    expect(input).toBeRequired();
    renderWithProviders(<TextField label="E-Mail" required requiredLabel="erforderlich" />);
    expect(screen.getByRole('textbox', { name: 'E-Mail erforderlich' })).toBeRequired();
  });

  it('does not take input when disabled', async () => {
    const onChange = fn();
    renderWithProviders(<Disabled onChange={onChange} />);
    const input = screen.getByLabelText('Email');
    expect(input).toBeDisabled();
    await userEvent.setup().type(input, 'x');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders a textarea with the given rows when multiline', () => {
    renderWithProviders(<Multiline />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '5');
    expect(textarea).toHaveAccessibleDescription(
      'Describe the problem; do not include your password.',
    );
  });

  it('forwards the ref and native props so react-hook-form’s register() works', async () => {
    // What register('email') hands over: name, onChange, onBlur and a callback ref.
    const seen: {
      node: HTMLInputElement | HTMLTextAreaElement | null;
      values: string[];
      blurred: number;
    } = {
      node: null,
      values: [],
      blurred: 0,
    };
    const registered = {
      name: 'email',
      onChange: (event: { target: { value: string } }) => void seen.values.push(event.target.value),
      onBlur: () => void (seen.blurred += 1),
      ref: (node: HTMLInputElement | HTMLTextAreaElement | null) => void (seen.node = node),
    };
    renderWithProviders(<TextField label="Email" {...registered} inputMode="email" />);
    const input = screen.getByLabelText('Email');
    expect(seen.node).toBe(input);
    const user = userEvent.setup();
    await user.type(input, 'ab');
    await user.tab();
    expect(seen.values).toEqual(['a', 'ab']);
    expect(seen.blurred).toBe(1);
    expect(input).toHaveAttribute('inputmode', 'email');

    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<TextField label="Phone" ref={ref} defaultValue="123" />);
    expect(ref.current).toBe(screen.getByLabelText('Phone'));
    expect(ref.current?.value).toBe('123');
  });

  it('uses the given id for the control and derives the hint and error ids from it', () => {
    renderWithProviders(<TextField label="City" id="city" hint="Hint" error="Error" />);
    const input = screen.getByLabelText('City');
    expect(input.id).toBe('city');
    expect(input).toHaveAttribute('aria-describedby', 'city-hint city-error');
  });

  it('shows prefix and suffix around the input', () => {
    renderWithProviders(<TextField label="Phone" leading="+49" trailing="mobile" />);
    expect(screen.getByText('+49')).toBeInTheDocument();
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });
});
