import { isQuietFailure } from '../../lib/api/api-error.ts';
import { formErrors } from '../../lib/api/form-errors.ts';
import { toast } from '../../lib/toast.ts';

/** A refused submit: field messages go under the inputs, the rest (403 approval, 404 ...) into an error toast. */
export function showSubmitErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setErrors: (e: Partial<Record<F, string>>) => void,
) {
  if (isQuietFailure(error)) return;
  const split = formErrors(error, fields);
  setErrors(split.fields);
  if (split.general) toast.error(split.general);
}
