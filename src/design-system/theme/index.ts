export * from './tokens';
export * from './themes';
export { GlobalStyle } from './GlobalStyle';
