export {
  NumberFormatProvider,
  useNumberFormat,
  type NumberFormatProviderProps,
} from './NumberFormat';
