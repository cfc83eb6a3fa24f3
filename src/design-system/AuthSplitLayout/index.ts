export { AuthSplitLayout, type AuthSplitLayoutProps } from './AuthSplitLayout';
