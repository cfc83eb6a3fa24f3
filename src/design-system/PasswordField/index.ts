export { PasswordField } from './PasswordField';
