export { Text, type TextElement, type TextProps, type TextVariant } from './text';
