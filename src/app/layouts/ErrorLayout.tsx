import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AppFooter } from '../shell/AppFooter';
import { AppNavbar } from '../shell/AppNavbar';
import { Frame } from './Frame';

const Main = styled.main`
  flex: 1 0 auto;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[6]};
  &:focus {
    outline: none;
  }
`;

/** The error layout: the navbar, the error in the middle, the footer; one viewport high when it fits. */
export function ErrorLayout({ children }: { children?: ReactNode }) {
  return (
    <Frame>
      <AppNavbar />
      <Main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </Main>
      <AppFooter />
    </Frame>
  );
}
