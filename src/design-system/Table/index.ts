export { Table, type TableColumn, type TableSort } from './Table';
