export { StatCard,  } from './StatCard';
;
