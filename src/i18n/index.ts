export * from './locales';
export { I18nProvider } from './I18nProvider';
