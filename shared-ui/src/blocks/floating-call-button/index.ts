export { callBarHeight, FloatingCallButton, floatingCallButtonSize } from './floating-call-button';
