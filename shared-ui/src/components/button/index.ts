export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonRowStyles,
  type LinkButtonProps,
  type NativeButtonProps,
} from './button';
