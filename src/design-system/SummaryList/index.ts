export { SummaryList, type SummaryRow } from './SummaryList';
