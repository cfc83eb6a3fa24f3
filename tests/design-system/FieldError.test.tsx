import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError } from '@/design-system/FieldError';
import * as stories from '../../stories/design-system/FieldError.stories';
import { renderWithProviders } from '../utils/render';

const { UnderAField, AsChildren } = composeStories(stories);

describe('FieldError', () => {
  it('describes the field that references its id', () => {
    renderWithProviders(<UnderAField />);
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      'The amount must be at least $10.',
    );
  });

  it('shows an icon next to the text, so it does not rely on colour alone', () => {
    renderWithProviders(<FieldError id="e" message="Required." />);
    const message = screen.getByText('Required.').closest('#e');
    expect(message?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('takes the text as children too', () => {
    renderWithProviders(<AsChildren />);
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
  });

  it.each([undefined, '', '   ', null])('renders nothing for the empty message %j', (message) => {
    const { container } = renderWithProviders(<FieldError id="e" message={message} />);
    expect(container).toBeEmptyDOMElement();
  });
});
