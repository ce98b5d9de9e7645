import { Anchor, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { FraudEmailDomainsPanel } from './further/FraudEmailDomainsPanel.tsx';
import { emailDomainOf } from './further/email-domain.ts';

/**
 * The user's e-mail as name@domain, the domain a link to the fraud-domain list: the other users
 * with an address at that domain (section 2, item 1).
 */
export function EmailAddress({ email }: { email: string | null }) {
  const [open, setOpen] = useState(false);
  const domain = emailDomainOf(email);
  if (!email || !domain) return <>{email ?? '-'}</>;
  const name = email.slice(0, email.lastIndexOf('@'));
  return (
    <Text span size="sm">
      {name}@
      <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)} title={`Users at @${domain}`}>
        {email.slice(email.lastIndexOf('@') + 1)}
      </Anchor>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Fraud e-mail domain @${domain}`} size="lg">
        {open && <FraudEmailDomainsPanel email={email} />}
      </Modal>
    </Text>
  );
}
