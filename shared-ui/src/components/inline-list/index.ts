export { InlineList, type InlineListProps } from './inline-list';
