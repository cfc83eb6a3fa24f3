import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { Tabs } from '@/design-system/Tabs';
import { usePreferences } from '@/stores/preferences';
import { accountTitles } from './messages';
import { PageTitle } from './ui';

const messages = defineMessages({
  nav: { id: 'account.settingsFrame.nav', defaultMessage: 'Settings sections' },
  profile: { id: 'account.settingsFrame.profile', defaultMessage: 'Profile' },
  settings: { id: 'account.settingsFrame.settings', defaultMessage: 'Settings' },
  verification: { id: 'account.settingsFrame.verification', defaultMessage: 'Verification' },
});

export type SettingsSection = 'profile' | 'settings' | 'verification';

const TITLES = {
  profile: accountTitles.settingsProfile,
  settings: accountTitles.settingsSettings,
  verification: accountTitles.settingsVerification,
} as const;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`;

/**
 * The settings layout: the section's heading, the sub-navigation between Profile, Settings and
 * Verification (routed links, the current one marked `aria-current`), then the section.
 */
export function SettingsFrame({
  section,
  children,
}: {
  section: SettingsSection;
  children: ReactNode;
}) {
  const intl = useIntl();
  const locale = usePreferences((s) => s.locale);
  const tabs = [
    {
      id: 'profile',
      label: intl.formatMessage(messages.profile),
      href: paths.settingsProfile.href(locale),
    },
    {
      id: 'settings',
      label: intl.formatMessage(messages.settings),
      href: paths.settingsSettings.href(locale),
    },
    {
      id: 'verification',
      label: intl.formatMessage(messages.verification),
      href: paths.settingsVerification.href(locale),
    },
  ];
  return (
    <>
      <PageTitle>{intl.formatMessage(TITLES[section])}</PageTitle>
      <Tabs
        variant="links"
        tabs={tabs}
        value={section}
        label={intl.formatMessage(messages.nav)}
        renderLink={({ href, children: text, ...rest }) => (
          <Link to={href} {...rest}>
            {text}
          </Link>
        )}
      />
      <Body>{children}</Body>
    </>
  );
}
