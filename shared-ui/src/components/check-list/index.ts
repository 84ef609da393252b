export { CheckList, type CheckListProps } from './check-list';
