export { FloatingCallButton, floatingCallButtonSize } from './floating-call-button';
