/** The largest quantity of one item in a selection. */
export const selectionLimits = { maxQuantity: 100 } as const;
