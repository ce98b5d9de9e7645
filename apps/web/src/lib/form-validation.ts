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
