export { ErrorBanner, bannerText } from './ErrorBanner';
