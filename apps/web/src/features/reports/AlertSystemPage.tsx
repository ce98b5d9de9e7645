import { alertRulesResource } from '@bo/contract';
import { ALERT_RULE_WRITES } from '../alert-rules/api/rule-writes.ts';
import { RulesTableScreen } from '../alert-rules/RulesTableScreen.tsx';

/** /alert-system: the alert rules, which can also be muted for 24 hours. */
export default function AlertSystemPage() {
  return <RulesTableScreen resource={alertRulesResource} writes={ALERT_RULE_WRITES} confirmTitle="Delete alert rule" />;
}
