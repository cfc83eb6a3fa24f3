export { ErrorBanner, bannerText, DEFAULT_ERROR_BANNER_TEXT, type ErrorBannerProps } from './ErrorBanner';
