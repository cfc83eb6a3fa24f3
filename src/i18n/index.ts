export * from './locales';
export { loadMessages, type Messages } from './loadMessages';
export { I18nProvider, type I18nProviderProps } from './I18nProvider';
