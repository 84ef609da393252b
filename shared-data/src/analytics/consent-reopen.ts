/**
 * Attribute of a control that lets the visitor change their analytics choice (on `/privacy`): the consent bar's
 * script forgets the choice and shows the bar again. On its own, so the page that renders the control takes nothing
 * else of the analytics code.
 */
export const consentReopenAttribute = 'data-consent-reopen';
