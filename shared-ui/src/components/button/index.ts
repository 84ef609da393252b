export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type LinkButtonProps,
  type NativeButtonProps,
} from './button';
