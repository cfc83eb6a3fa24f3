import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/design-system/Footer';
import { LinkProvider, type LinkProps } from '@/design-system/Link';
import * as stories from '../../stories/design-system/Footer.stories';
import { renderWithProviders } from '../utils/render';

const { SignedOut, SignedIn } = composeStories(stories);

/** Stands in for the app's router link, marked so the test can tell it was used. */
const MarkedLink = ({ children, ...props }: LinkProps) => (
  <a {...props} data-router-link="">
    {children}
  </a>
);

describe('Footer', () => {
  it('shows the entity, its licence and the risk warning in a named contentinfo landmark', () => {
    renderWithProviders(<SignedOut />);
    const footer = screen.getByRole('contentinfo', { name: 'Legal information' });
    expect(footer).toHaveTextContent('Northstar Markets Ltd');
    expect(footer).toHaveTextContent('CySEC 000/00');
    expect(footer).toHaveTextContent(/CFDs and other leveraged products/);
  });

  it('opens terms and privacy in a new tab without an opener, and says so', () => {
    renderWithProviders(<SignedOut />);
    for (const name of [/Terms and conditions/, /Privacy policy/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('opens in a new tab'));
    }
  });

  it('links support by e-mail when signed out and to a page of the app when signed in', () => {
    const { unmount } = renderWithProviders(<SignedOut />);
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    unmount();
    renderWithProviders(<SignedIn />);
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/en/tickets');
  });

  it("renders internal links through the app's link component, never mailto or external ones", () => {
    renderWithProviders(
      <LinkProvider component={MarkedLink}>
        <Footer
          legal="© Entity"
          riskWarning="Risk"
          links={[
            { key: 'support', label: 'Support', href: '/en/tickets' },
            { key: 'mail', label: 'Mail', href: 'mailto:a@example.com' },
          ]}
        />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', { name: 'Mail' })).not.toHaveAttribute('data-router-link');
  });
});
