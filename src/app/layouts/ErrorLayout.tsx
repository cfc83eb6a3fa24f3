import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AppNavbar } from '../shell/AppNavbar';

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: calc(100vh - 72px);
  padding: ${({ theme }) => theme.space[6]};
`;

/** The error layout: the navbar and the error in the middle of the page. */
export function ErrorLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <AppNavbar />
      <Main id="main">{children ?? <Outlet />}</Main>
    </>
  );
}
