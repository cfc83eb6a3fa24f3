import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AppFooter } from '../shell/AppFooter';
import { Frame } from './Frame';

const Main = styled.main`
  flex: 1 0 auto;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  &:focus {
    outline: none;
  }
`;

/** The "clear" layout: the page centred, and the footer. */
export function ClearLayout() {
  return (
    <Frame>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <AppFooter />
    </Frame>
  );
}
