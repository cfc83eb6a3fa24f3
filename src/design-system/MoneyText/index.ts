export { MoneyText,   } from './MoneyText';
