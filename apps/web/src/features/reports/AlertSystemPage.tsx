import { ALERT_RULE_CALLS, alertRulesResource } from '@bo/contract';
import { RulesTableScreen } from '../alert-rules/RulesTableScreen.tsx';

/** /alert-system: the alert rules, which can also be muted for 24 hours. */
export default function AlertSystemPage() {
  return <RulesTableScreen resource={alertRulesResource} calls={ALERT_RULE_CALLS} confirmTitle="Delete alert rule" />;
}
