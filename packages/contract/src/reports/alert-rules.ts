import { z } from 'zod';
import type { ApiCall } from '../api/types.ts';
import { defineResource } from '../resources/define.ts';
import { CREATE_MESSAGES, requiredText } from '../resources/create.ts';
import type { FilterOption } from '../resources/types.ts';

/** What an alert rule watches (specification 04, /alert-system). */
export const ALERT_METRICS = [
  { value: 'conversion', label: 'Conversion %' },
  { value: 'revenue_per_hour', label: 'Revenue per hour $' },
  { value: 'postback_errors', label: 'Postback errors' },
  { value: 'sync_failures', label: 'Sync failures' },
  { value: 'recon_percent', label: 'Recon %' },
] as const satisfies readonly FilterOption[];
export const ALERT_SEVERITIES = ['info', 'warning', 'critical'] as const;
const SEVERITY_OPTIONS: readonly FilterOption[] = ALERT_SEVERITIES.map((s) => ({ value: s, label: s }));

const metricValues = ALERT_METRICS.map((m) => m.value) as [string, ...string[]];
const numberField = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: CREATE_MESSAGES.required(label) })
    .min(min, { error: `${label} must be ${min} or more.` })
    .max(max, { error: `${label} must be at most ${max}.` });

/** A rule as created ('Add Another') or edited: the same checks in the browser and on the server. */
export const ZAlertRule = z.object({
  name: requiredText('Name', 120),
  metric: z.enum(metricValues, { error: `Metric must be one of: ${metricValues.join(', ')}.` }),
  scope: requiredText('Scope', 60),
  threshold: numberField('Threshold', -1_000_000, 1_000_000),
  window_minutes: numberField('Window (minutes)', 5, 10080).int({ error: 'Window (minutes) must be a whole number.' }),
  severity: z.enum(ALERT_SEVERITIES, { error: `Severity must be one of: ${ALERT_SEVERITIES.join(', ')}.` }),
});
export type AlertRule = z.infer<typeof ZAlertRule>;

/** Edit: any of the fields, plus enabled. */
export const ZAlertRuleUpdate = ZAlertRule.partial().extend({ enabled: z.boolean().optional() });
/** Mute for so many hours (0 lifts the mute). */
export const ZAlertRuleMute = z.object({ hours: z.number().int().min(0).max(720) });

export const alertRulesResource = defineResource({
  name: 'alert_rules',
  url: '/api/alert-rules',
  routeName: 'alert_system',
  title: 'Alert System',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'name', label: 'Name', type: 'text', sortable: true },
    { key: 'metric', label: 'Metric', type: 'text' },
    { key: 'scope', label: 'Scope', type: 'text' },
    { key: 'threshold', label: 'Threshold', type: 'number' },
    { key: 'window_minutes', label: 'Window (minutes)', type: 'number' },
    { key: 'severity', label: 'Severity', type: 'text' },
    { key: 'enabled', label: 'Enabled', type: 'boolean' },
    { key: 'muted_until', label: 'Muted Until', type: 'datetime' },
    { key: 'last_fired_at', label: 'Last Fired', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'metric', label: 'Metric', kind: 'select', valueType: 'text', optionsFrom: ALERT_METRICS },
    {
      key: 'severity',
      label: 'Severity',
      kind: 'select',
      valueType: 'text',
      optionsFrom: SEVERITY_OPTIONS,
    },
  ],
  search: 'Name',
  form: {
    entity: 'Alert rule',
    nameField: 'name',
    schema: ZAlertRule,
    fields: [
      { key: 'name', label: 'Name', kind: 'text', required: true },
      { key: 'metric', label: 'Metric', kind: 'select', required: true, options: ALERT_METRICS },
      { key: 'scope', label: 'Scope', kind: 'text', required: true },
      { key: 'threshold', label: 'Threshold', kind: 'number', required: true },
      { key: 'window_minutes', label: 'Window (minutes)', kind: 'number', required: true },
      { key: 'severity', label: 'Severity', kind: 'select', required: true, options: SEVERITY_OPTIONS },
    ],
  },
});

/** An alert rule in a path. */
export const ZAlertRuleParams = z.object({ id: z.coerce.number().int().positive() });
/** What a rule's write answers: the rule after it (null once deleted) and the message shown. */
export const ZAlertRuleAnswer = z.object({ data: z.record(z.string(), z.unknown()).nullable(), message: z.string() });

/** The rule's own writes beside 'Add Another' (page holders: edit, mute, delete). */
export const ALERT_RULE_CALLS = {
  update: {
    name: 'alertRules.update',
    method: 'PUT',
    path: '/api/alert-rules/:id',
    upstream: 'admin',
    permission: 'alert_system',
    summary: 'Edits an alert rule (and enables or disables it)',
    params: ZAlertRuleParams,
    body: ZAlertRuleUpdate,
    answer: ZAlertRuleAnswer,
  },
  mute: {
    name: 'alertRules.mute',
    method: 'POST',
    path: '/api/alert-rules/:id/mute',
    upstream: 'admin',
    permission: 'alert_system',
    summary: 'Mutes an alert rule for so many hours (0 lifts the mute)',
    params: ZAlertRuleParams,
    body: ZAlertRuleMute,
    answer: ZAlertRuleAnswer,
  },
  remove: {
    name: 'alertRules.delete',
    method: 'DELETE',
    path: '/api/alert-rules/:id',
    upstream: 'admin',
    permission: 'alert_system',
    summary: 'Deletes an alert rule (its past firings stay in System Alerts)',
    params: ZAlertRuleParams,
    answer: ZAlertRuleAnswer,
  },
} as const satisfies Record<string, ApiCall>;

export const ALERT_RULE_MESSAGES = {
  updated: (name: string) => `Alert rule ${name} has been saved`,
  muted: (name: string, hours: number) =>
    hours === 0 ? `Alert rule ${name} is no longer muted` : `Alert rule ${name} is muted for ${hours} h`,
  deleted: (name: string) => `Alert rule ${name} has been deleted`,
  notFound: (id: number | string) => `Alert rule ${id} not found`,
} as const;
