import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrors, type FormErrors } from '../../lib/api/form-errors.ts';
import type { Validation } from '../../lib/form-validation.ts';

type Values<F extends string> = Record<F, string>;

export interface CredentialsFormOptions<F extends string, Body, Answer> {
  /** The inputs' starting values (all of them: also the ones not shown yet). */
  initial: Values<F>;
  /** The fields whose `{errors: {field: ...}}` messages go under an input (or the passkey button); the rest is general. */
  errorFields: readonly string[];
  /** The form's own check (the contract's body schema), possibly loaded on demand; a message per field. */
  check: (values: Values<F>) => Validation<Body, F> | Promise<Validation<Body, F>>;
  mutation: UseMutationResult<Answer, unknown, Body>;
  /** Emptied once the call succeeded (a password is not left in the form). */
  clearOnSuccess?: readonly NoInfer<F>[];
  /** What else follows a success (a modal closing). */
  onSuccess?: (answer: Answer) => void;
}

export interface CredentialsFormState<F extends string> {
  values: Values<F>;
  setValue: (field: F, value: string) => void;
  errors: FormErrors<string>;
  busy: boolean;
  /** Checks the values, shows what is wrong under the inputs, or sends them. */
  submit: () => void;
  /** Back to the starting values, no errors, the call forgotten (a modal closing). */
  clear: () => void;
}

/**
 * The one submit path of the credentials forms: own check first (messages under the inputs, nothing
 * sent), then the call, whose 4xx `{errors: {field: [...]}}` lands under the same inputs and anything
 * else in the form's general alert.
 */
export function useCredentialsForm<F extends string, Body, Answer>(
  options: CredentialsFormOptions<F, Body, Answer>,
): CredentialsFormState<F> {
  const { initial, errorFields, check, mutation, clearOnSuccess = [], onSuccess } = options;
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<Partial<Record<string, string>>>({});
  const [checking, setChecking] = useState(false);
  const server = mutation.isError ? formErrors(mutation.error, errorFields) : { fields: {}, general: null };

  const submit = async () => {
    setChecking(true);
    const checked = await check(values);
    setChecking(false);
    const shown = checked.ok ? {} : Object.fromEntries(errorFields.map((f) => [f, checked.fields[f as F]]).filter(([, m]) => m));
    setInvalid(shown);
    // What the check found replaces the last call's errors; a check that found nothing to show (the
    // step-up's empty input) sends nothing and leaves them.
    if (!checked.ok) return Object.keys(shown).length > 0 ? mutation.reset() : undefined;
    mutation.mutate(checked.data, {
      onSuccess: (answer) => {
        setValues((now) => ({ ...now, ...Object.fromEntries(clearOnSuccess.map((f) => [f, ''])) }));
        onSuccess?.(answer);
      },
    });
  };

  return {
    values,
    setValue: (field, value) => setValues((now) => ({ ...now, [field]: value })),
    errors: { fields: { ...server.fields, ...invalid }, general: server.general },
    busy: checking || mutation.isPending,
    submit: () => void submit(),
    clear: () => {
      setValues(initial);
      setInvalid({});
      mutation.reset();
    },
  };
}
