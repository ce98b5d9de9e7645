import { z } from 'zod';
import { ZLinkSecret, ZNewPassword } from './account.ts';
import { ZPasskeyCredential } from './passkeys.ts';
import { ZFactorCode } from './second-factor.ts';
import { ZText } from './text.ts';

export const ZAdminPermissions = z.object({
  modules: z.array(z.string()),
  main_page: z.string().nullable().optional(),
});

/** The signed-in admin as GET /api/me, login and switch-account answer it. */
export const ZAdmin = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** 1 super admin, 2 admin, 3 staff. */
  role: z.number().int(),
  permissions: ZAdminPermissions,
  hex_color: z.string(),
  chat_status: z.number().int(),
  is_review_admin: z.boolean(),
  support_review_status: z.number().int().nullable(),
  is_support_tl: z.boolean(),
  /** The admin who signed in, when this session is switched into another account. */
  original_admin: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type Admin = z.infer<typeof ZAdmin>;

export const ZLoginBody = z.object({
  email: ZText().trim().min(1, 'E-mail is required!').max(255),
  password: ZText().min(1, 'Password is required!').max(1024),
  /** The second factor (issue 24): a TOTP code or a recovery code, when the admin enrolled one. */
  code: ZFactorCode.optional(),
  /** Or a passkey's answer to the challenge a 422 `passkey_options` gave (issue 24). */
  passkey: ZPasskeyCredential.optional(),
});
export const ZLoginAnswer = z.object({
  /** The bearer token for API clients; absent when the session went into the cookie (the SPA). */
  token: z.string().optional(),
  admin: ZAdmin,
  /** MFA_REQUIRED and no factor yet: the SPA shows the enrolment before anything else. */
  enrolment_required: z.boolean().optional(),
});
export type LoginAnswer = z.infer<typeof ZLoginAnswer>;

/** What register answers: the account made, no token (it cannot sign in until a super admin grants modules). */
export const ZRegisterAnswer = z.object({ admin: ZAdmin });
export type RegisterAnswer = z.infer<typeof ZRegisterAnswer>;

export const ZRegisterBody = z.object({
  name: ZText().trim().min(1, 'Name is required!').max(255),
  email: ZText().trim().email('E-mail is invalid!').max(255),
  password: ZNewPassword,
  /** The secret of a super admin's invitation link: required while self-registration is closed. */
  invitation: ZLinkSecret.optional(),
});

export const ZSwitchAccountBody = z.object({ admin_id: z.number().int().positive() });
