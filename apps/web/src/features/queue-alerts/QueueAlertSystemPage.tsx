import { queueAlertRulesResource } from '@bo/contract';
import { QUEUE_ALERT_RULE_WRITES } from '../alert-rules/api/rule-writes.ts';
import { RulesTableScreen } from '../alert-rules/RulesTableScreen.tsx';

/** /queue-alert-system: the queue alarms, enabled or disabled and deleted on each row. */
export default function QueueAlertSystemPage() {
  return <RulesTableScreen resource={queueAlertRulesResource} writes={QUEUE_ALERT_RULE_WRITES} confirmTitle="Delete queue alert rule" />;
}
