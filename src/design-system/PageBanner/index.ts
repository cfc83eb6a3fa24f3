export { PageBanner,   } from './PageBanner';
