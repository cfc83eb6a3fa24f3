import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AppNavbar } from '../shell/AppNavbar';

const Main = styled.main`
  width: min(100%, 960px);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
`;

/** The "basic" layout: the navbar and a single centred column. */
export function BasicLayout() {
  return (
    <>
      <AppNavbar />
      <Main id="main">
        <Outlet />
      </Main>
    </>
  );
}
