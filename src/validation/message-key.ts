/**
 * Every message key the validation, the store and the API mapping return: exactly the keys of
 * src/i18n/keys/core.en.json (a type-only import, so the JSON never enters the bundle here).
 */
export type MessageKey = keyof typeof import('../i18n/keys/core.en.json');

/** A form's errors: one key per failing field; an empty object means valid. */
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

/** Runs each field's rule and keeps the failures. */
export function collect<F extends string>(rules: Record<F, () => MessageKey | null>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const key = rules[field]();
    if (key) errors[field] = key;
  }
  return errors;
}

export const isValid = (errors: object): boolean => Object.keys(errors).length === 0;
