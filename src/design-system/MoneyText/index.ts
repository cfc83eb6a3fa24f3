export { MoneyText, type MoneyTextProps, type MoneyTone } from './MoneyText';
