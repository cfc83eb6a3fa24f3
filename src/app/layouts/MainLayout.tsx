import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useGetTradingAccountList } from '@/api/generated/trading/trading';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { selectAccountList } from '@/api/readers/tradingAccount';
import { selectWallets } from '@/api/readers/wallet';
import { up } from '@/design-system/theme';
import { NotificationCenter } from '@/features/notifications/NotificationCenter';
import { useTransfersOffered } from '@/features/transfers/useTransfersOffered';
import { ShownFailuresProvider } from '@/page/QueryStates';
import { AppBalanceBar } from '../shell/AppBalanceBar';
import { AppFooter } from '../shell/AppFooter';
import { AppNavbar } from '../shell/AppNavbar';
import { AppSidebar } from '../shell/AppSidebar';
import { OfflineNotice } from '../shell/OfflineNotice';
import { PageTransition } from '../shell/PageTransition';
import { VerificationNotice } from '../shell/VerificationNotice';
import { enableWebFonts } from '../shell/webFonts';
import { Frame } from './Frame';

/*
 * At least one window high: the footer starts below the fold on every signed-in page. A page whose
 * data arrives after its first paint grows, and a footer in view would be pushed down by it (a
 * layout shift: 0.03 on the IPO calendar); below the fold it moves unseen.
 */
const Body = styled.div`
  flex: 1 0 auto;
  min-height: 100vh;
  min-height: 100dvh;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[6]};
  width: min(100%, 1440px);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  ${up('lg')} {
    grid-template-columns: 280px minmax(0, 1fr);
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Main = styled.main`
  min-width: 0;
  &:focus {
    outline: none;
  }
`;

/** The banners above the page; the offline one keeps an empty live region mounted, without a gap. */
const Notices = styled.div`
  display: flex;
  flex-direction: column;
  & > *:not(:empty) {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * Navbar on top, the compact balance bar below lg, the sidebar from lg up, the page, the footer.
 * Loads trading accounts and wallets if missing.
 */
export function MainLayout() {
  useGetTradingAccountList({ query: { select: selectAccountList } });
  useGetWallets({ query: { select: selectWallets } });
  const transfers = useTransfersOffered();
  useEffect(enableWebFonts, []);
  return (
    <ShownFailuresProvider>
      <Frame>
        <AppNavbar transfers={transfers} notifications={<NotificationCenter />} />
        <AppBalanceBar />
        <Body>
          <AppSidebar />
          <Main id="main" tabIndex={-1}>
            <Notices>
              <OfflineNotice />
              <VerificationNotice />
            </Notices>
            <PageTransition>
              <Outlet />
            </PageTransition>
          </Main>
        </Body>
        <AppFooter />
      </Frame>
    </ShownFailuresProvider>
  );
}
