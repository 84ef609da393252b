export { CopyField, type CopyFieldProps, copiedMarkMs } from './copy-field';
