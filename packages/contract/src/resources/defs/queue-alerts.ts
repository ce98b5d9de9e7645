import { z } from 'zod';
import type { ApiCall } from '../../api/types.ts';
import { ALERT_SEVERITIES } from '../../reports/alert-rules.ts';
import { CREATE_MESSAGES, requiredText } from '../create.ts';
import { defineResource, linkTo } from '../define.ts';
import { LOG_COLUMN, textOptions, textSelect } from './log-filters.ts';

export const QUEUE_ALERT_QUEUES = { chat: 'Chat', ticket: 'Ticket' } as const;
export const QUEUE_ALERT_CONDITIONS = { waiting: 'Waiting > N', oldest_unassigned_minutes: 'Oldest unassigned > M min' } as const;
/** The apps with a support desk (specification 04, /chat-service-overview). */
export const SUPPORT_APP_IDS = [13, 16, 18, 71, 554] as const;

const oneOf = <T extends Record<string, string>>(label: string, values: T) =>
  z.enum(Object.keys(values) as [string, ...string[]], { error: `${label} must be one of: ${Object.keys(values).join(', ')}.` });

/** A queue alarm as created ('Add Another') or edited: the same checks in the browser and on the server. */
export const ZQueueAlertRule = z.object({
  name: requiredText('Name', 120),
  queue: oneOf('Queue', QUEUE_ALERT_QUEUES),
  // Empty: every app's queue.
  app_id: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number()
      .int()
      .refine((id) => (SUPPORT_APP_IDS as readonly number[]).includes(id), { error: `App must be one of: ${SUPPORT_APP_IDS.join(', ')}.` })
      .nullable(),
  ),
  condition: oneOf('Condition', QUEUE_ALERT_CONDITIONS),
  threshold: z.coerce
    .number({ error: CREATE_MESSAGES.required('Threshold') })
    .int({ error: 'Threshold must be a whole number.' })
    .min(1, { error: 'Threshold must be 1 or more.' })
    .max(10_000, { error: 'Threshold must be at most 10000.' }),
  severity: z.enum(ALERT_SEVERITIES, { error: `Severity must be one of: ${ALERT_SEVERITIES.join(', ')}.` }),
});
export const ZQueueAlertRuleUpdate = ZQueueAlertRule.partial().extend({ enabled: z.boolean().optional() });

export const queueAlertRulesResource = defineResource({
  name: 'queue_alert_rules',
  url: '/api/queue-alert-rules',
  routeName: 'queue_alert_system',
  title: 'Queue Alert System',
  columns: [
    LOG_COLUMN.id,
    { key: 'name', label: 'Name', type: 'text', sortable: true },
    { key: 'queue', label: 'Queue', type: 'text' },
    { key: 'app_id', label: 'App', type: 'id', link: linkTo.app() },
    { key: 'condition', label: 'Condition', type: 'text' },
    { key: 'threshold', label: 'N / M', type: 'number' },
    { key: 'severity', label: 'Severity', type: 'text' },
    { key: 'enabled', label: 'Enabled', type: 'boolean' },
    { key: 'last_fired_at', label: 'Last Fired', type: 'datetime', sortable: true },
  ],
  filters: [
    textSelect('queue', 'Queue', QUEUE_ALERT_QUEUES),
    { key: 'app_id', label: 'App', kind: 'select', optionsFrom: SUPPORT_APP_IDS.map((id) => ({ value: id, label: String(id) })) },
    {
      key: 'severity',
      label: 'Severity',
      kind: 'select',
      valueType: 'text',
      optionsFrom: textOptions(Object.fromEntries(ALERT_SEVERITIES.map((s) => [s, s]))),
    },
  ],
  search: 'Name',
  form: {
    entity: 'Queue alert rule',
    nameField: 'name',
    schema: ZQueueAlertRule,
    fields: [
      { key: 'name', label: 'Name', kind: 'text', required: true },
      { key: 'queue', label: 'Queue', kind: 'text', required: true },
      { key: 'app_id', label: 'App', kind: 'text' },
      { key: 'condition', label: 'Condition', kind: 'text', required: true },
      { key: 'threshold', label: 'Threshold', kind: 'text', required: true },
      { key: 'severity', label: 'Severity', kind: 'text', required: true },
    ],
  },
});

const ZQueueAlertRuleParams = z.object({ id: z.coerce.number().int().positive() });
const ZQueueAlertRuleAnswer = z.object({ data: z.record(z.string(), z.unknown()).nullable(), message: z.string() });
const queueAlertCall = {
  upstream: 'admin',
  permission: 'queue_alert_system',
  params: ZQueueAlertRuleParams,
  answer: ZQueueAlertRuleAnswer,
} as const;

/** Page holders' writes beside 'Add Another': edit (and enable or disable), delete. */
export const QUEUE_ALERT_CALLS = {
  update: {
    name: 'queueAlertRules.update',
    method: 'PUT',
    path: '/api/queue-alert-rules/:id',
    summary: 'Edits, enables or disables a queue alert rule',
    body: ZQueueAlertRuleUpdate,
    ...queueAlertCall,
  },
  remove: {
    name: 'queueAlertRules.delete',
    method: 'DELETE',
    path: '/api/queue-alert-rules/:id',
    summary: 'Deletes a queue alert rule',
    ...queueAlertCall,
  },
} as const satisfies Record<string, ApiCall>;
export const queueAlertCalls: readonly ApiCall[] = Object.values(QUEUE_ALERT_CALLS);

export const QUEUE_ALERT_MESSAGES = {
  updated: (name: string) => `Queue alert rule ${name} has been saved`,
  deleted: (name: string) => `Queue alert rule ${name} has been deleted`,
  notFound: (id: number | string) => `Queue alert rule ${id} not found`,
} as const;
