export * from './locales';
export { ALL_PARTS, loadMessages, type MessagePart, type Messages } from './loadMessages';
export { I18nProvider, type I18nProviderProps } from './I18nProvider';
