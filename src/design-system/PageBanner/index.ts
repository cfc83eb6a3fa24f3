export { PageBanner, type PageBannerProps, type PageBannerTone } from './PageBanner';
