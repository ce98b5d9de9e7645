import { toastMessage } from '../toast-message.ts';

export interface FormErrors<F extends string> {
  /** Messages of the form's own fields, from an `{errors: {field: [...]}}` body. */
  fields: Partial<Record<F, string>>;
  /** Everything else (a string or list of errors, fields the form does not show, a network failure). */
  general: string | null;
}

/**
 * Splits a failed submit into messages under the inputs and one general message, so the server's
 * `{errors}` is shown where it belongs (login and register pages).
 */
export function formErrors<F extends string>(error: unknown, formFields: readonly F[]): FormErrors<F> {
  const errors = bodyErrors(error);
  if (!isRecord(errors)) return { fields: {}, general: toastMessage(error) };

  const fields: Partial<Record<F, string>> = {};
  const rest: Record<string, unknown> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if ((formFields as readonly string[]).includes(field)) fields[field as F] = toastMessage({ errors: messages });
    else rest[field] = messages;
  }
  return { fields, general: Object.keys(rest).length > 0 ? toastMessage({ errors: rest }) : null };
}

function bodyErrors(error: unknown): unknown {
  if (!isRecord(error)) return undefined;
  const response = error['response'];
  const body = isRecord(response) ? response['data'] : error;
  return isRecord(body) ? body['errors'] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
