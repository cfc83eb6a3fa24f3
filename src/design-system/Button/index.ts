export { Button } from './Button';
export { ButtonPlace } from './ButtonPlace';
