/**
 * Money on the wire is in major units (29.9); sums and discounts are done in integer cents so
 * that amount − discounts = totalAmount holds exactly.
 */
export const toCents = (major: number) => Math.round(major * 100);
export const toMajor = (cents: number) => cents / 100;
