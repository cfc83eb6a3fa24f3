import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AuthSplitLayout } from '@/design-system/AuthSplitLayout';
import { Button } from '@/design-system/Button';
import { Navbar } from '@/design-system/Navbar';
import { onViewport } from '../viewport';

const SignInStandIn = () => (
  <div style={{ display: 'grid', gap: 16 }}>
    <h1 style={{ margin: 0 }}>Sign in</h1>
    <p style={{ margin: 0 }}>The sign-in form goes here; the layout only centres it and limits its width.</p>
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Welcome back!')).toBeVisible();
    await expect(canvas.getByText('We are glad to see you again!')).toBeVisible();
    await expect(
      canvas.getByText('Instant deposits, withdrawals & payouts trusted by millions worldwide.'),
    ).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Welcome back!' })).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { name: 'Sign in' }));
  },
};

/** With the signed-out navbar as header (brand, language, theme), as the app uses it. */
export const WithHeader: Story = {
  render: (args, { globals }) => (
    <AuthSplitLayout
      {...args}
      header={
        <Navbar
          signedIn={false}
          brandHref="#welcome"
          brandLabel="Cabinet"
          locale="en"
          locales={LOCALES}
          onLocaleChange={fn()}
          theme={globals.theme === 'dark' ? 'dark' : 'light'}
          onThemeToggle={fn()}
        />
      }
    />
  ),
};

/** Below `md` the welcome panel is hidden and the page takes the whole width. */
export const Mobile: Story = {
  ...onViewport('mobile'),
  render: WithHeader.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
