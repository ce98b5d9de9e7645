import type { ResourceCreate } from '@bo/contract';

/** An empty form: every field of the definition as ''. */
export const emptyValues = (create: ResourceCreate): Record<string, string> => Object.fromEntries(create.fields.map((f) => [f.key, '']));

/** The schema's first message per field, or null when the values pass (the server checks the same schema). */
export function checkValues(create: ResourceCreate, values: Record<string, string>): Record<string, string> | null {
  const result = create.schema.safeParse(values);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
