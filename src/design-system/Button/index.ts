export { Button,  } from './Button';
;
