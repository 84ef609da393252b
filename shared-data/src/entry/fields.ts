/**
 * shared-data/fields: what every form field knows without its form — its limits, its messages, the phone's
 * placeholder and its name on the wire. Both the forms (`shared-data/forms`, before any validation) and the schemas
 * (`shared-data/schemas`, when a form validates) take them from here, so neither entry needs the other's code.
 */

export * from '../schemas/ambassador-texts';
export * from '../schemas/field-texts';
export * from '../schemas/wire-name';
