import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useGetTradingAccountList } from '@/api/generated/trading/trading';
import { useGetWallets } from '@/api/generated/wallets/wallets';
import { up } from '@/design-system/theme';
import { AppNavbar } from '../shell/AppNavbar';
import { AppSidebar } from '../shell/AppSidebar';
import { PageTransition } from '../shell/PageTransition';

const Body = styled.div`
  display: grid;
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

/** Navbar on top, the sidebar from lg up, the page. Loads trading accounts and wallets if missing. */
export function MainLayout() {
  useGetTradingAccountList();
  useGetWallets();
  return (
    <>
      <AppNavbar />
      <Body>
        <AppSidebar />
        <Main id="main">
          <PageTransition>
            <Outlet />
          </PageTransition>
        </Main>
      </Body>
    </>
  );
}

/** The "default" layout of the specification is the main layout. */
export const DefaultLayout = MainLayout;
