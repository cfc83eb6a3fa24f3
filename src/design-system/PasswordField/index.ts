export { PasswordField,  } from './PasswordField';
