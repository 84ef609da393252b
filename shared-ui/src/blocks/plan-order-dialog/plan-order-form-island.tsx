/**
 * A tariff's or pack's order form as an island: the server renders its fields in the offer's closed dialog; it
 * hydrates when the dialog opens or a field is touched, and its code, the store and the form kit come then.
 */
export { PlanOrderForm } from 'shared-ui/forms';
