import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AppFooter } from '../shell/AppFooter';
import { AppNavbar } from '../shell/AppNavbar';
import { Frame } from './Frame';

const Main = styled.main`
  flex: 1 0 auto;
  width: min(100%, 960px);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  &:focus {
    outline: none;
  }
`;

/** The "basic" layout: the navbar, a single centred column and the footer. */
export function BasicLayout() {
  return (
    <Frame>
      <AppNavbar />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <AppFooter />
    </Frame>
  );
}
