import type { FormField, ResourceForm } from '@bo/contract';

/** What an input holds while the admin types: text, a number or '', option values as text, a day, a flag. */
export type FormValue = string | number | boolean | string[] | null;
export type FormValues = Record<string, FormValue>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored moment as the date-time input shows it: 'YYYY-MM-DD HH:mm:ss', UTC (the schema reads it as UTC). */
export function utcDateTime(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** One field's input value: empty for a new row, else read from the row the table shows. */
export function inputValue(field: FormField, stored: unknown): FormValue {
  const none = stored === undefined || stored === null;
  switch (field.kind) {
    case 'number':
    case 'money':
      return none || stored === '' ? '' : Number(stored);
    case 'select':
      return none ? null : String(stored);
    case 'multiselect':
      // A list column, or one shown as text separated by commas ('DE, FR').
      if (Array.isArray(stored)) return stored.map(String);
      return typeof stored === 'string'
        ? stored
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [];
    case 'date':
      return none ? null : String(stored).slice(0, 10);
    case 'datetime':
      return utcDateTime(stored);
    case 'checkbox':
    case 'switch':
      return stored === true || stored === 1 || stored === '1';
    default:
      return none ? '' : String(stored);
  }
}

/** The form's starting values: every field empty (create) or as the row holds it (edit). */
export const initialValues = (fields: readonly FormField[], row?: Record<string, unknown>): FormValues =>
  Object.fromEntries(fields.map((f) => [f.key, inputValue(f, row?.[f.key])]));

export type FormCheck = { ok: true; body: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

/**
 * The schema's verdict on the values: the body to send (the schema's output, as the server will
 * read it) or the first message per field, shown under the inputs.
 */
export function checkForm(schema: ResourceForm['schema'], values: FormValues): FormCheck {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, body: result.data as Record<string, unknown> };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
