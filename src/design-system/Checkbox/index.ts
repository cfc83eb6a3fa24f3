export { Checkbox } from './Checkbox';
