export { StepCard, StepHeading } from './StepCard';
