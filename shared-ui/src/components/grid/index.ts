export {
  Grid,
  type GridColumns,
  type GridElement,
  type GridGap,
  type GridProps,
  gridColumnStyles,
} from './grid';
