export { NumberFormatProvider, useNumberFormat } from './NumberFormat';
