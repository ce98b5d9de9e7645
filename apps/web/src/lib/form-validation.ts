import { useState } from 'react';

export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** What zod's safeParse gives; kept structural so any schema of the contract fits. */
export type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };

export type Validation<T, F extends string> = { ok: true; data: T } | { ok: false; fields: Partial<Record<F, string>> };

/**
 * Checks a form against the contract's body schema before sending, so the admin sees the same
 * messages the server would answer, under the inputs (first message per field).
 */
export function validateForm<T, F extends string>(
  schema: { safeParse(values: unknown): SafeParse<T> },
  values: Record<F, unknown>,
): Validation<T, F> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields: Partial<Record<F, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (field in values && fields[field] === undefined) fields[field] = issue.message;
  }
  return { ok: false, fields };
}

type FieldErrors<F extends string> = Partial<Record<F, string>>;

const sameValue = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The errors a submit gave, with the values they were about and what the form's own check said then. */
export interface GivenErrors<F extends string> {
  errors: FieldErrors<F>;
  values: Partial<Record<F, unknown>>;
  checked: FieldErrors<F>;
}

/**
 * The errors to show now (issue 19), only ever for the fields a submit marked: what the form's own
 * check finds wrong with the values now, so a fixed field's error goes away as the admin types (also
 * when another field fixed it: ticking 'Indefinite' fixes the expiry). An error the check did not
 * find (the server's) stays while its field keeps the value it was given for.
 */
export function errorsShownNow<F extends string>(
  given: GivenErrors<F>,
  valuesNow: Partial<Record<F, unknown>>,
  checkNow: () => FieldErrors<F>,
): FieldErrors<F> {
  const fields = (Object.keys(given.errors) as F[]).filter((field) => given.errors[field] !== undefined);
  if (fields.length === 0) return {};
  const current = checkNow();
  const shown: FieldErrors<F> = {};
  for (const field of fields) {
    const fromServer = given.checked[field] === undefined;
    const message = current[field] ?? (fromServer && sameValue(given.values[field], valuesNow[field]) ? given.errors[field] : undefined);
    if (message !== undefined) shown[field] = message;
  }
  return shown;
}

/**
 * Field errors that clear when the field becomes valid: `set` records a submit's errors with the values
 * they were about, `errors` is what to show for the values the form holds now.
 */
export function useFieldErrors<F extends string>(
  valuesNow: Partial<Record<F, unknown>>,
  checkNow: () => FieldErrors<F>,
): { errors: FieldErrors<F>; set: (errors: FieldErrors<F>) => void } {
  const [given, setGiven] = useState<GivenErrors<F>>({ errors: {}, values: {}, checked: {} });
  return {
    errors: errorsShownNow(given, valuesNow, checkNow),
    set: (errors) => setGiven({ errors, values: valuesNow, checked: Object.keys(errors).length > 0 ? checkNow() : {} }),
  };
}
