export { CurrencyPickerModal, type CurrencyOption } from './CurrencyPickerModal';
