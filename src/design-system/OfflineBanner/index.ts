export { OfflineBanner,  } from './OfflineBanner';
