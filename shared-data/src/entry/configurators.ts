/**
 * shared-data/configurators: what a visitor picks from in the marketing calculator, the digital constructor and the
 * custom plan checklist — the lists, their totals and price bounds. Loaded with those dialogs, not with every page.
 */

export * from '../catalog/custom-plan-checklist';
export * from '../catalog/digital-constructor';
export * from '../catalog/marketing-calculator';
export * from '../pricing/bounds';
export * from '../pricing/selection';
