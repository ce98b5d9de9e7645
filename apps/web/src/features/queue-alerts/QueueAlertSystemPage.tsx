import { QUEUE_ALERT_CALLS, queueAlertRulesResource } from '@bo/contract';
import { RulesTableScreen } from '../alert-rules/RulesTableScreen.tsx';

/** /queue-alert-system: the queue alarms, enabled or disabled and deleted on each row. */
export default function QueueAlertSystemPage() {
  return (
    <RulesTableScreen
      resource={queueAlertRulesResource}
      calls={{ update: QUEUE_ALERT_CALLS.update, remove: QUEUE_ALERT_CALLS.remove }}
      confirmTitle="Delete queue alert rule"
    />
  );
}
