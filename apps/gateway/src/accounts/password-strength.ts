import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_MESSAGES } from '@bo/contract';

/**
 * zxcvbn's score a new password needs: 3 is "safely unguessable" (about 10^8 guesses), what an
 * offline attacker with one stolen hash at scrypt's cost cannot reach. Checked offline: the common
 * dictionary (passwords, names, words) ships with the package, nothing is sent anywhere.
 */
export const MIN_PASSWORD_SCORE = 3;

const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** The words of an account a password must not be built from: its e-mail, the e-mail's parts, the name. */
function accountWords(account: { email: string; name?: string | null }): string[] {
  const email = account.email.trim().toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const parts = [email, local, domain.split('.')[0] ?? '', ...(account.name ?? '').toLowerCase().split(/\s+/)];
  return [...new Set(parts.filter((word) => word.length >= 4))];
}

/** Why a new password is refused (the message for its field), or null when it may be used. */
export function passwordWeakness(password: string, account: { email: string; name?: string | null }): string | null {
  const words = accountWords(account);
  const lower = password.toLowerCase();
  if (words.some((word) => lower.includes(word))) return ACCOUNT_MESSAGES.passwordFromAccount;
  // zxcvbn's cost grows with the length; its matchers look at the first 100 characters only anyway.
  const result = estimator.check(password.slice(0, 100), words);
  return result.score < MIN_PASSWORD_SCORE ? ACCOUNT_MESSAGES.passwordTooCommon : null;
}
