import { render, screen } from '@testing-library/react';
import { useIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n/I18nProvider';

describe('I18nProvider', () => {
  it('keeps one intl object while locale and messages stay the same, so its readers do not render again', async () => {
    const seen: IntlShape[] = [];
    function Reader() {
      const intl = useIntl();
      seen.push(intl);
      return <p>{intl.locale}</p>;
    }
    const tree = (label: string) => (
      <I18nProvider locale="en">
        <span>{label}</span>
        <Reader />
      </I18nProvider>
    );
    const { rerender } = render(tree('first'));
    expect(await screen.findByText('en')).toBeVisible();
    rerender(tree('second'));
    rerender(tree('third'));
    expect(screen.getByText('third')).toBeVisible();
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(1);
  });
});
