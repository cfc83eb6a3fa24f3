export { PageBanner } from './PageBanner';
