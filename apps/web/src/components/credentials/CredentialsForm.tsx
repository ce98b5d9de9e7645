import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormActions } from '../FormActions.tsx';
import { CREDENTIAL_KINDS, type CredentialField } from './credential-fields.ts';
import type { CredentialsFormState } from './use-credentials-form.ts';

export interface CredentialsFormProps<F extends string> {
  /** The form's accessible name, and its heading on a page. */
  label: string;
  /** A page of its own (a card with a heading) or the body of a modal (which has the title). */
  layout: 'page' | 'modal';
  fields: readonly CredentialField<F>[];
  /** Values, errors and submit (useCredentialsForm). */
  form: CredentialsFormState<F>;
  /** Busy beyond the call (the sign-in stays busy while it moves on to the next page). */
  busy?: boolean;
  /** The submit button's text. */
  submit: string;
  /** Nothing to send yet (a reset link without its token). */
  submitDisabled?: boolean;
  /** With a Cancel button beside the submit (the modal's footer). */
  onCancel?: () => void;
  /** Above the general error (what the form is for). */
  intro?: ReactNode;
  /** Under the general error: a success, or a hint about the fields. */
  notice?: ReactNode;
  /** The call succeeded and the form has nothing more to ask: the inputs and submit are not drawn. */
  done?: boolean;
  /** Under the inputs (a switch between them). */
  afterFields?: ReactNode;
  /**
   * Other ways to do the same (a passkey, single sign-on): on a page under the submit button, in a
   * modal above its footer.
   */
  alternatives?: ReactNode;
  /** Links to the neighbouring pages, last. */
  footer?: ReactNode;
}

/**
 * The one credentials form (sign-in, register, password reset and change, step-up): inputs drawn from
 * their data, the form's own and the server's field errors under them, one general alert, one busy
 * submit.
 */
export function CredentialsForm<F extends string>(props: CredentialsFormProps<F>) {
  const { label, layout, form, done = false } = props;
  const { errors } = form;
  const busy = form.busy || props.busy === true;
  const onPage = layout === 'page';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const submitButton = props.onCancel ? (
    <FormActions submit={props.submit} onCancel={props.onCancel} busy={busy} />
  ) : (
    <Button type="submit" loading={busy} fullWidth={onPage} disabled={props.submitDisabled}>
      {props.submit}
    </Button>
  );

  const body = (
    <Stack>
      {onPage && <Title order={2}>{label}</Title>}
      {props.intro}
      {errors.general && (
        <Alert color="red" variant="light" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {errors.general}
        </Alert>
      )}
      {props.notice}
      {!done && (
        <>
          {props.fields.map((field, index) => (
            <CredentialInput
              key={field.name}
              field={field}
              value={form.values[field.name]}
              onChange={(value) => form.setValue(field.name, value)}
              error={errors.fields[field.name]}
              autoFocus={index === 0}
            />
          ))}
          {props.afterFields}
          {onPage ? submitButton : props.alternatives}
          {onPage ? props.alternatives : submitButton}
        </>
      )}
      {props.footer}
    </Stack>
  );

  return onPage ? (
    <Paper component="form" onSubmit={submit} w={400} maw="100%" p="xl" withBorder shadow="md" noValidate aria-label={label}>
      {body}
    </Paper>
  ) : (
    <form onSubmit={submit} noValidate aria-label={label}>
      {body}
    </form>
  );
}

interface CredentialInputProps<F extends string> {
  field: CredentialField<F>;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** The first input takes the focus (a modal's focus trap, or the page's first field). */
  autoFocus: boolean;
}

function CredentialInput<F extends string>({ field, value, onChange, error, autoFocus }: CredentialInputProps<F>) {
  const kind = CREDENTIAL_KINDS[field.kind];
  const common = {
    label: field.label ?? kind.label,
    autoComplete: field.autoComplete ?? kind.autoComplete,
    description: field.description,
    required: field.required ?? true,
    value,
    onChange: (event: { currentTarget: HTMLInputElement }) => onChange(event.currentTarget.value),
    error,
    'data-autofocus': autoFocus || undefined,
    autoFocus: field.focusOnShow,
  };
  return kind.secret ? (
    <PasswordInput {...common} />
  ) : (
    <TextInput {...common} type={kind.type} inputMode={field.inputMode ?? kind.inputMode} />
  );
}

/** 'Use a passkey' with the ceremony's or the gateway's message under it. */
export function PasskeyButton({
  onUse,
  busy,
  error,
  fullWidth,
}: {
  onUse: () => void;
  busy: boolean;
  error: string | null;
  fullWidth?: boolean;
}) {
  return (
    <Stack gap={4}>
      <Button variant="default" fullWidth={fullWidth} loading={busy} onClick={onUse}>
        Use a passkey
      </Button>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
