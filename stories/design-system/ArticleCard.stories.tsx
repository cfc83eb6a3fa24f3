import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleCard } from '@/design-system/ArticleCard';
import { onViewport } from '../viewport';

const cover = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#1d4ed8"/><path d="M0 140l60-40 50 25 70-60 60 35 80-50v130H0z" fill="#9db8ff"/><circle cx="260" cy="45" r="18" fill="#f0c75e"/></svg>',
)}`;

const meta = {
  title: 'Design system/Domain/ArticleCard',
  component: ArticleCard,
  args: {
    title: 'Markets close the week higher as tech rallies',
    summary:
      'The S&P 500 and the US 100 gained for a third week in a row, led by chip makers and cloud providers.',
    imageUrl: cover,
    publishedAt: '2026-03-13T18:00:00Z',
    href: '/en/articles/41',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', {
      name: 'Markets close the week higher as tech rallies',
    });
    await expect(link).toHaveAttribute('href', '/en/articles/41');
    await expect(canvas.getByText('Mar 13, 2026')).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const WithoutImage: Story = { args: { imageUrl: null } };

export const WithoutLink: Story = { args: { href: undefined } };

/** A long summary is clamped to three lines. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ArticleCard
        {...args}
        locale="de"
        title="Kontoeinstellungen: Neue Sicherheitsfunktionen für Auszahlungen auf Referenzkonten verfügbar"
        summary="Ab sofort können Sie in den Kontoeinstellungen festlegen, dass Auszahlungen nur auf verifizierte Referenzkonten erfolgen dürfen. Zusätzlich gibt es eine Zwei-Faktor-Bestätigung für jede Auszahlung über 10.000 US-Dollar."
      />
      <ArticleCard
        {...args}
        locale="fi"
        imageUrl={null}
        title="Kaupankäyntitilin avaaminen epäonnistui? Näin ratkaiset yleisimmät ongelmat"
        summary="Tilien enimmäismäärä, puuttuva henkilöllisyyden todentaminen tai väärä valuutta ovat yleisimmät syyt."
      />
    </div>
  ),
};

export const Mobile: Story = {
  ...onViewport('mobile'),
};
