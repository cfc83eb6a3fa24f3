import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { Tabs } from '@/design-system/Tabs';
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

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const H1 = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
`;

export interface IpoPageLayoutProps {
  /** Which IPO page this is (marked current in the section tabs). */
  section: IpoSection;
  /** The page's h1. */
  title: string;
  /** Controls beside the heading (e.g. the view toggle). */
  tools?: ReactNode;
  children: ReactNode;
}

/** Every IPO page: its h1, the tabs to the other IPO pages, then the page. */
export function IpoPageLayout({ section, title, tools, children }: IpoPageLayoutProps) {
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
      <Head>
        <H1 tabIndex={-1}>{title}</H1>
        {tools}
      </Head>
      <Tabs
        variant="links"
        tabs={tabs}
        value={section}
        label={intl.formatMessage(ipoMessages.navLabel)}
        renderLink={({ href, children, ...rest }) => (
          <Link to={href} {...rest}>
            {children}
          </Link>
        )}
      />
      {children}
    </Page>
  );
}
