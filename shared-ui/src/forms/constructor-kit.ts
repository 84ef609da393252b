/**
 * The constructors' part of the form kit: the request form with a priced item list, its quantities and bounds. It brings
 * the price lists' rules (`shared-data/configurators`), which only the calculator and the digital constructor need,
 * so a page's form and the other dialogs load without them.
 */
export { ConstructorRequestForm } from '../blocks/constructor-dialog/constructor-dialog';
export { SelectionField } from './selection-field';
