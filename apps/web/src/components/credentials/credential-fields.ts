/**
 * The inputs every credentials form is made of (sign-in, register, password reset and change,
 * step-up), as data: a form lists which it shows under the API field name it sends them as.
 */
export type CredentialKind = 'name' | 'email' | 'password' | 'currentPassword' | 'newPassword' | 'code';

export interface CredentialKindSpec {
  label: string;
  autoComplete: string;
  /** Masked, with the show/hide eye. */
  secret: boolean;
  type?: 'email';
  inputMode?: 'numeric';
}

export const CREDENTIAL_KINDS: Readonly<Record<CredentialKind, CredentialKindSpec>> = {
  name: { label: 'Name', autoComplete: 'name', secret: false },
  email: { label: 'E-mail', autoComplete: 'email', secret: false, type: 'email' },
  password: { label: 'Password', autoComplete: 'current-password', secret: true },
  currentPassword: { label: 'Current password', autoComplete: 'current-password', secret: true },
  newPassword: { label: 'New password', autoComplete: 'new-password', secret: true },
  code: { label: 'Authentication code', autoComplete: 'one-time-code', secret: false },
};

/** The sign-in's hint under the second-factor input. */
export const CODE_DESCRIPTION = 'The 6-digit code from your authenticator app, or one of your recovery codes.';

/** One input of a credentials form: its kind's defaults, overridden where a screen words it otherwise. */
export interface CredentialField<F extends string> {
  name: F;
  kind: CredentialKind;
  label?: string;
  autoComplete?: string;
  description?: string;
  inputMode?: 'numeric';
  /** Marked required (the asterisk): all but the second-factor code and the step-up's input. */
  required?: boolean;
  /** Takes the focus when it appears (the code the sign-in asks for after the password). */
  focusOnShow?: boolean;
}
