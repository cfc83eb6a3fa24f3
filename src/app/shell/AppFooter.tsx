import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Footer } from '@/design-system/Footer';
import { env } from '@/lib/env';
import { paths } from '@/config/paths';
import { usePreferences } from '@/stores/preferences';
import { useSignedIn } from './useSignedIn';

const messages = defineMessages({
  label: { id: 'app.footer.label', defaultMessage: 'Legal information' },
  legal: defineMessage<{ year: string; entity: string; licence: string }>({
    id: 'app.footer.legal',
    defaultMessage: '© {year} {entity} · Authorised and regulated: licence {licence}',
  }),
  risk: {
    id: 'app.footer.risk',
    defaultMessage:
      'Risk warning: CFDs and other leveraged products are complex instruments and come with a high risk of losing money rapidly. You should consider whether you understand how they work and whether you can afford to take the high risk of losing your money.',
  },
  terms: { id: 'app.footer.terms', defaultMessage: 'Terms and conditions' },
  privacy: { id: 'app.footer.privacy', defaultMessage: 'Privacy policy' },
  support: { id: 'app.footer.support', defaultMessage: 'Support' },
  newTab: { id: 'app.footer.newTab', defaultMessage: 'opens in a new tab' },
});

/** The year of the copyright line: the page's own clock (the demo and tests freeze it). */
const year = () => new Date().getFullYear();

/**
 * The legal footer of every page: entity and licence, the risk warning, terms and privacy (new
 * tab) and support: the tickets page when signed in, the support e-mail otherwise (and always on
 * the signed-out pages, `guest`).
 */
export function AppFooter({ guest = false }: { guest?: boolean }) {
  const intl = useIntl();
  const locale = usePreferences((s) => s.locale);
  const signedIn = useSignedIn() && !guest;
  return (
    <Footer
      label={intl.formatMessage(messages.label)}
      legal={intl.formatMessage(messages.legal, {
        year: String(year()),
        entity: env.legalEntity,
        licence: env.licence,
      })}
      riskWarning={intl.formatMessage(messages.risk)}
      newTabLabel={intl.formatMessage(messages.newTab)}
      links={[
        {
          key: 'terms',
          label: intl.formatMessage(messages.terms),
          href: env.termsUrl,
          external: true,
        },
        {
          key: 'privacy',
          label: intl.formatMessage(messages.privacy),
          href: env.privacyUrl,
          external: true,
        },
        {
          key: 'support',
          label: intl.formatMessage(messages.support),
          href: signedIn ? paths.tickets.href(locale) : `mailto:${env.supportEmail}`,
        },
      ]}
    />
  );
}
