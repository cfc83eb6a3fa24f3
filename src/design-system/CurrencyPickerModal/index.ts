export {
  CurrencyPickerModal,
  type CurrencyOption,
  type CurrencyPickerModalProps,
} from './CurrencyPickerModal';
