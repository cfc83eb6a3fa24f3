export { DateField, EARLIEST_DAY, LATEST_DAY } from './DateField';
