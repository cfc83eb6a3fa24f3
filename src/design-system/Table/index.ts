export {
  Table,
  type SortDirection,
  type TableColumn,
  type TableProps,
  type TableSort,
} from './Table';
