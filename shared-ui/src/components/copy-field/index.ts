export { CopyField, type CopyFieldProps, copiedMarkMs, copyMessages } from './copy-field';
