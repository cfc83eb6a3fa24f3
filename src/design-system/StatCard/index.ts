export { StatCard } from './StatCard';
