export { HomePage, type HomePageProps } from './HomePage';
export { MarketTape, PROVIDER_LOCALES } from './MarketTape';
