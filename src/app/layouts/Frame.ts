import styled from 'styled-components';

/** One viewport high at least, the footer at the bottom when the page is short, never more. */
export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;
