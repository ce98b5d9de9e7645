import { USER_DETAILS_EMPTY, type UserDetails } from '@bo/contract';
import { Accordion, SimpleGrid, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ReviewHistoryPanel } from '../../../reviews/ReviewHistoryPanel.tsx';
import { EmailChecks } from '../../actions/modals/EmailChecks.tsx';
import { PatternRiskUsersPanel } from '../../actions/modals/PatternRiskUsersPanel.tsx';
import { BuyerBansPanel } from './BuyerBansPanel.tsx';
import { FraudEmailDomainsPanel } from './FraudEmailDomainsPanel.tsx';
import { IapDataPanel } from './IapDataPanel.tsx';
import { PhoneVerificationsPanel } from './PhoneVerificationsPanel.tsx';
import { ProfilingBasicsPanel, SimilarProfilingPanel } from './ProfilingPanels.tsx';
import { ResetHashesPanel } from './ResetHashesPanel.tsx';
import { RiskRowsPanel } from './RiskRowsPanel.tsx';
import { SupplierBansPanel } from './SupplierBansPanel.tsx';
import { UsersByCarrierPanel } from './UsersByCarrierPanel.tsx';

interface Panel {
  title: string;
  body: () => ReactNode;
}

function panelsOf(details: UserDetails): Panel[] {
  const userId = String(details.user.id);
  const q = details.quality;
  return [
    { title: 'Phone Verifications', body: () => <PhoneVerificationsPanel phones={details.phone_verifications} /> },
    { title: 'IAP Data', body: () => <IapDataPanel userId={userId} /> },
    { title: 'Pattern-Risk Users', body: () => <PatternRiskUsersPanel user={details.user} /> },
    {
      title: 'High-Risk IP Subnets',
      body: () => (
        <RiskRowsPanel title="Subnet" group={q.high_risk_subnets} rows={q.high_risk_subnets.rows.map((r) => ({ ...r, name: r.subnet }))} />
      ),
    },
    {
      title: 'High-Risk IP Ranges',
      body: () => (
        <RiskRowsPanel
          title="IP Range"
          group={q.high_risk_ip_ranges}
          rows={q.high_risk_ip_ranges.rows.map((r) => ({ ...r, name: r.ip_range }))}
        />
      ),
    },
    {
      title: 'High-Risk Cities',
      body: () => (
        <RiskRowsPanel title="City" group={q.high_risk_cities} rows={q.high_risk_cities.rows.map((r) => ({ ...r, name: r.city }))} />
      ),
    },
    {
      title: 'High-Risk Signup IPs',
      body: () => (
        <RiskRowsPanel
          title="Signup IP"
          group={q.high_risk_signup_ips}
          rows={q.high_risk_signup_ips.rows.map((r) => ({ ...r, name: r.signup_ip }))}
        />
      ),
    },
    {
      title: 'E-mail Breaches and Connected Accounts',
      body: () => (details.user.email ? <EmailChecks details={details} /> : <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>),
    },
    { title: 'Buyer Bans', body: () => <BuyerBansPanel userId={userId} suppliers={details.supplier_statistics} /> },
    { title: 'Similar User Profiling', body: () => <SimilarProfilingPanel userId={userId} /> },
    { title: 'Fraud E-mail Domains', body: () => <FraudEmailDomainsPanel email={details.user.email} /> },
    { title: 'User Profiling Basics', body: () => <ProfilingBasicsPanel userId={userId} /> },
    { title: 'Users by Carrier', body: () => <UsersByCarrierPanel phones={details.phone_verifications} /> },
    { title: 'Review History', body: () => <ReviewHistoryPanel userId={details.user.id} /> },
    { title: 'Reset Hashes', body: () => <ResetHashesPanel suppliers={details.supplier_statistics} /> },
    { title: 'Supplier Bans', body: () => <SupplierBansPanel suppliers={details.supplier_statistics} /> },
  ];
}

/** Wide enough for a panel's table: two columns of panels at 1440 px, one at 1024 px. */
const PANEL_MIN_WIDTH_PX = 560;

/**
 * Section 15, the further panels, as an accordion in columns. A panel's body (and so its call) exists only
 * while it is open, so the page asks for nothing a reviewer did not open.
 */
export function FurtherPanels({ details }: { details: UserDetails }) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Accordion multiple value={open} onChange={setOpen} variant="separated">
      <SimpleGrid minColWidth={PANEL_MIN_WIDTH_PX} spacing="xs" style={{ alignItems: 'start' }}>
        {panelsOf(details).map((p) => (
          <Accordion.Item key={p.title} value={p.title} mt={0}>
            <Accordion.Control>{p.title}</Accordion.Control>
            <Accordion.Panel>{open.includes(p.title) ? p.body() : null}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </SimpleGrid>
    </Accordion>
  );
}
