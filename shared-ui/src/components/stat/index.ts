export { Stat, StatList, type StatListProps, type StatProps } from './stat';
