export { MoneyText, SensitiveText } from './MoneyText';
