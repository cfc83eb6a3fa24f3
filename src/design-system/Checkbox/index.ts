export { Checkbox,  } from './Checkbox';
