import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { Tabs } from '@/design-system/Tabs';
import { PageHeader } from '@/page/PageHeader';
import type { PageTitleKey } from '@/page/titles';
import { usePreferences } from '@/stores/preferences';
import { ipoMessages } from './messages';

export type IpoSection = 'calendar' | 'myIpo' | 'calculator' | 'history';

const Page = styled.div`
  display: grid;
  /* A wide table scrolls inside its own region instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

/** Each IPO page's route title. */
const TITLES: Record<IpoSection, PageTitleKey> = {
  calendar: 'ipoCalendar',
  myIpo: 'myIpo',
  calculator: 'ipoCalculator',
  history: 'ipoHistory',
};

export interface IpoPageLayoutProps {
  /** Which IPO page this is (marked current in the section tabs; its route title is the h1). */
  section: IpoSection;
  /** Controls beside the heading (e.g. the view toggle). */
  tools?: ReactNode;
  children: ReactNode;
}

/** Every IPO page: its h1, the tabs to the other IPO pages, then the page. */
export function IpoPageLayout({ section, tools, children }: IpoPageLayoutProps) {
  const intl = useIntl();
  const locale = usePreferences((s) => s.locale);
  const tabs = [
    {
      id: 'calendar',
      label: intl.formatMessage(ipoMessages.navCalendar),
      href: paths.ipoCalendar.href(locale),
    },
    {
      id: 'myIpo',
      label: intl.formatMessage(ipoMessages.navMyIpo),
      href: paths.myIpo.href(locale),
    },
    {
      id: 'calculator',
      label: intl.formatMessage(ipoMessages.navCalculator),
      href: paths.ipoCalculator.href(locale),
    },
    {
      id: 'history',
      label: intl.formatMessage(ipoMessages.navHistory),
      href: paths.ipoHistory.href(locale),
    },
  ];
  return (
    <Page>
      <PageHeader page={TITLES[section]} actions={tools} />
      <Tabs
        variant="links"
        tabs={tabs}
        value={section}
        label={intl.formatMessage(ipoMessages.navLabel)}
      />
      {children}
    </Page>
  );
}
