import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import { Tabs } from '@/design-system/Tabs';
import { PageHeader } from '@/page/PageHeader';
import type { PageTitleKey } from '@/page/titles';
import { usePreferences } from '@/stores/preferences';
import { PageStack } from '@/page/PageStack';

const messages = defineMessages({
  nav: { id: 'account.settingsFrame.nav', defaultMessage: 'Settings sections' },
  profile: { id: 'account.settingsFrame.profile', defaultMessage: 'Profile' },
  settings: { id: 'account.settingsFrame.settings', defaultMessage: 'Settings' },
  verification: { id: 'account.settingsFrame.verification', defaultMessage: 'Verification' },
});

export type SettingsSection = 'profile' | 'settings' | 'verification';

/** Each section's route title. */
const TITLES: Record<SettingsSection, PageTitleKey> = {
  profile: 'settingsProfile',
  settings: 'settingsSettings',
  verification: 'settingsVerification',
};

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
    <PageStack>
      <PageHeader page={TITLES[section]} />
      <Tabs variant="links" tabs={tabs} value={section} label={intl.formatMessage(messages.nav)} />
      <div>{children}</div>
    </PageStack>
  );
}
