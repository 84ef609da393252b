export { LoadFailure, type LoadFailureProps, loadFailureTexts } from './load-failure';
