export { VisuallyHidden, type VisuallyHiddenProps, visuallyHiddenStyles } from './visually-hidden';
