import { protectionMode, userStatus, type StoredStatusChange } from '@bo/contract';

/** What an approval request would do, in one line: 'Banned (indefinite)', 'Active, protection: Infinite' ... */
export function describeStatusChange(c: StoredStatusChange): string {
  const target = userStatus.labelOf(c.status) ?? String(c.status);
  if (c.status === userStatus.value.banned) return c.ban_indefinite ? `${target} (indefinite)` : `${target} until ${c.ban_expiry ?? '?'}`;
  if (c.status === userStatus.value.onHold) return `${target} until ${c.ban_expiry ?? '?'}`;
  if (c.status !== userStatus.value.active) return target;
  if (c.protected_status === null) return `${target}, no protection`;
  const mode = protectionMode.labelOf(c.protected_status) ?? String(c.protected_status);
  const parts: string[] = [];
  if (c.protected_status === 2 && c.protected_until) parts.push(`until ${c.protected_until}`);
  if (c.protected_status === 3) {
    if (c.protected_completes !== null) parts.push(`${c.protected_completes} completes`);
    if (c.protected_offers_payout !== null) parts.push(`$${c.protected_offers_payout.toFixed(2)} payout`);
  }
  if (c.test_mode) parts.push('test mode');
  return `${target}, protection: ${mode}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
}
