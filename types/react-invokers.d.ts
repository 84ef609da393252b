import 'react';

/**
 * Invoker Commands (HTML): a button names the element it acts on (`commandfor`, an id) and what to do (`command`),
 * and the browser does it without script. React passes both attributes through; these declarations let its JSX
 * name them.
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
    commandfor?: string;
  }
}
