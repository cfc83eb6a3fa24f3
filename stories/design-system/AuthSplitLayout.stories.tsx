import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Footer } from '@/design-system/Footer';
import { AuthSplitLayout } from '@/design-system/AuthSplitLayout';
import { Button } from '@/design-system/Button';
import { Navbar } from '@/design-system/Navbar';
import { onViewport } from '../viewport';

const SignInStandIn = () => (
  <div style={{ display: 'grid', gap: 16 }}>
    <h1 style={{ margin: 0 }}>Sign in</h1>
    <p style={{ margin: 0 }}>
      The sign-in form goes here; the layout only centres it and limits its width.
    </p>
    <Button block>Sign in</Button>
  </div>
);

const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fi', name: 'Suomi' },
];

const meta = {
  title: 'Design system/Layout/AuthSplitLayout',
  component: AuthSplitLayout,
  args: { children: <SignInStandIn /> },
  parameters: { layout: 'fullscreen' },
  ...onViewport('desktop'),
} satisfies Meta<typeof AuthSplitLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing copy of the specification on the left, the page on the right. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome back!')).toBeVisible();
    await expect(canvas.getByText('We are glad to see you again!')).toBeVisible();
    await expect(
      canvas.getByText('Instant deposits, withdrawals & payouts trusted by millions worldwide.'),
    ).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Welcome back!' })).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { name: 'Sign in' }),
    );
  },
};

const signedOutNavbar = (theme: unknown) => (
  <Navbar
    signedIn={false}
    brandHref="#welcome"
    brandLabel="Northstar Markets"
    locale="en"
    locales={LOCALES}
    onLocaleChange={fn()}
    theme={theme === 'dark' ? 'dark' : 'light'}
    onThemeToggle={fn()}
  />
);

/** With the signed-out navbar as header (brand, language, theme), as the app uses it. */
export const WithHeader: Story = {
  render: (args, { globals }) => (
    <AuthSplitLayout {...args} header={signedOutNavbar(globals.theme)} />
  ),
};

/** Below `md` the welcome panel is hidden and the page takes the whole width. */
export const Mobile: Story = {
  ...onViewport('mobile'),
  render: WithHeader.render,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome back!')).not.toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};

/** Tablet width, long German and Finnish landing copy. */
export const LongText: Story = {
  ...onViewport('tablet'),
  args: {
    title: 'Tervetuloa takaisin!',
    subtitle: 'Wir freuen uns, Sie wiederzusehen!',
    tagline:
      'Sofortige Einzahlungen, Auszahlungen und Ausschüttungen – Millionen Kundinnen und Kunden weltweit vertrauen uns.',
  },
};

/** The app's frame: navbar on top, the legal footer at the bottom, one viewport high (no page scroll). */
export const WithFooter: Story = {
  render: (args, { globals }) => (
    <AuthSplitLayout
      {...args}
      header={signedOutNavbar(globals.theme)}
      footer={
        <Footer
          legal="© 2026 Northstar Markets Ltd · Authorised and regulated: licence CySEC 000/00"
          riskWarning="Risk warning: CFDs and other leveraged products are complex instruments and come with a high risk of losing money rapidly."
          links={[
            {
              key: 'terms',
              label: 'Terms and conditions',
              href: 'https://www.example.com/terms',
              external: true,
            },
            { key: 'support', label: 'Support', href: 'mailto:support@example.com' },
          ]}
        />
      }
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
  },
};
