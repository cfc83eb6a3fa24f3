export { AuthSplitLayout } from './AuthSplitLayout';
