import type { EnumOption } from '../enums/define.ts';

/** Kinds of system alert the platform raises (the spec names none; these are the monitors it runs). */
export const SYSTEM_ALERT_TYPES = [
  { value: 'cronjob_failed', label: 'Cron job failed' },
  { value: 'supplier_sync_failed', label: 'Supplier sync failed' },
  { value: 'conversion_drop', label: 'Conversion drop' },
  { value: 'click_spike', label: 'Click spike' },
  { value: 'payout_threshold', label: 'Payout threshold reached' },
  { value: 'queue_backlog', label: 'Queue backlog' },
  // A rule of /alert-system at its threshold (admin-api alerts/alert-rules.ts).
  { value: 'metric_alert', label: 'Metric alert' },
] as const satisfies readonly EnumOption<string>[];
export type SystemAlertType = (typeof SYSTEM_ALERT_TYPES)[number]['value'];
export const systemAlertTypeLabel = (type: string): string => SYSTEM_ALERT_TYPES.find((t) => t.value === type)?.label ?? type;

export const SYSTEM_ALERT_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type SystemAlertSeverity = (typeof SYSTEM_ALERT_SEVERITIES)[number];

/** Click ticket status: a ticket waits (0) until staff review it as approved (1) or rejected (2). */
export const CLICK_TICKET_STATUS = { notReviewed: 0, approved: 1, rejected: 2 } as const;
export const CLICK_TICKET_STATUS_LABELS: Readonly<Record<number, string>> = { 0: 'Not reviewed', 1: 'Approved', 2: 'Rejected' };
