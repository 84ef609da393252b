export { isCurrentPage, NavList, type NavListProps } from './nav-list';
