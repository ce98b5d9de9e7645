import { daysLeftUntil, protectionMode, protectionWarning, type UserDetailsUser } from '@bo/contract';
import { Badge, Text } from '@mantine/core';

/** What is left of an Active user's protection, in warning colour near its end (specification 02, section 4). */
export function ProtectionSummary({ user }: { user: UserDetailsUser }) {
  if (user.protected_status === null) return null;
  const daysLeft = user.protected_until ? daysLeftUntil(new Date(user.protected_until), new Date()) : null;
  const left = {
    protectedStatus: user.protected_status,
    daysLeft,
    completesLeft: user.completes_left,
    offerPayoutLeft: user.offer_payout_left,
  };
  const parts: string[] = [];
  if (user.protected_status === 2 && daysLeft !== null) parts.push(`${daysLeft} days left`);
  if (user.protected_status === 3) {
    if (user.completes_left !== null) parts.push(`${user.completes_left} completes left`);
    if (user.offer_payout_left !== null) parts.push(`$${user.offer_payout_left.toFixed(2)} payout left`);
  }
  return (
    <>
      <Badge color="blue">Protected: {protectionMode.labelOf(user.protected_status)}</Badge>
      {parts.length > 0 && (
        <Text span size="sm" c={protectionWarning(left) ? 'orange' : undefined}>
          {parts.join(', ')}
        </Text>
      )}
    </>
  );
}
