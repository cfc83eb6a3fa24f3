export { AuthSplitLayout,  } from './AuthSplitLayout';
