import { Outlet } from 'react-router-dom';
import styled from 'styled-components';

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
`;

/** The "clear" layout: nothing but the page, centred. */
export function ClearLayout() {
  return (
    <Main id="main">
      <Outlet />
    </Main>
  );
}
