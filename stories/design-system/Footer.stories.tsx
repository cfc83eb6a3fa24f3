import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from '@/design-system/Footer';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Navigation/Footer',
  component: Footer,
  args: {
    legal: '© 2026 Northstar Markets Ltd · Authorised and regulated: licence CySEC 000/00',
    riskWarning:
      'Risk warning: CFDs and other leveraged products are complex instruments and come with a high risk of losing money rapidly. You should consider whether you understand how they work and whether you can afford to take the high risk of losing your money.',
    links: [
      {
        key: 'terms',
        label: 'Terms and conditions',
        href: 'https://www.example.com/legal/terms',
        external: true,
      },
      {
        key: 'privacy',
        label: 'Privacy policy',
        href: 'https://www.example.com/legal/privacy',
        external: true,
      },
      { key: 'support', label: 'Support', href: 'mailto:support@example.com' },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: legal documents in a new tab, support by e-mail. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo', { name: 'Legal information' });
    await expect(footer).toHaveTextContent('leveraged products');
    const terms = canvas.getByRole('link', { name: /Terms and conditions/ });
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  },
};

/** Signed in: support is the tickets page, rendered through the router's link. */
export const SignedIn: Story = {
  args: {
    links: [
      {
        key: 'terms',
        label: 'Terms and conditions',
        href: 'https://www.example.com/legal/terms',
        external: true,
      },
      {
        key: 'privacy',
        label: 'Privacy policy',
        href: 'https://www.example.com/legal/privacy',
        external: true,
      },
      { key: 'support', label: 'Support', href: '/en/tickets' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      '/en/tickets',
    );
  },
};

/** German on a phone: the long warning wraps, nothing overflows. */
export const GermanMobile: Story = {
  args: {
    legal: '© 2026 Northstar Markets Ltd · Zugelassen und reguliert: Lizenz CySEC 000/00',
    riskWarning:
      'Risikohinweis: CFDs und andere gehebelte Produkte sind komplexe Instrumente und bergen ein hohes Risiko, schnell Geld zu verlieren. Sie sollten überlegen, ob Sie verstehen, wie diese Produkte funktionieren, und ob Sie es sich leisten können, das hohe Risiko eines Verlusts Ihres Geldes einzugehen.',
    label: 'Rechtliche Hinweise',
    newTabLabel: 'öffnet in einem neuen Tab',
    links: [
      {
        key: 'terms',
        label: 'Allgemeine Geschäftsbedingungen',
        href: 'https://www.example.com/legal/terms',
        external: true,
      },
      {
        key: 'privacy',
        label: 'Datenschutzerklärung',
        href: 'https://www.example.com/legal/privacy',
        external: true,
      },
      { key: 'support', label: 'Support', href: 'mailto:support@example.com' },
    ],
  },
  ...onViewport('mobile'),
};
