import { ALERT_RULE_CALLS, QUEUE_ALERT_CALLS, type ResourceDef } from '@bo/contract';
import { callApi } from '../../../lib/api/call.ts';
import { useReloadingWrite, type WriteHandlers } from '../../../lib/api/use-write.ts';
import { listKeys } from '../../table/api/list-query.ts';

type Answered = Promise<{ message: string }>;

/** A rules screen's writes by the rule's id; `mute` only where the rules can be muted. */
export interface RuleWrites {
  update: (id: number, enabled: boolean) => Answered;
  remove: (id: number) => Answered;
  mute?: (id: number, hours: number) => Answered;
}

export const ALERT_RULE_WRITES: RuleWrites = {
  update: (id, enabled) => callApi(ALERT_RULE_CALLS.update, { params: { id }, body: { enabled } }),
  remove: (id) => callApi(ALERT_RULE_CALLS.remove, { params: { id } }),
  mute: (id, hours) => callApi(ALERT_RULE_CALLS.mute, { params: { id }, body: { hours } }),
};

export const QUEUE_ALERT_RULE_WRITES: RuleWrites = {
  update: (id, enabled) => callApi(QUEUE_ALERT_CALLS.update, { params: { id }, body: { enabled } }),
  remove: (id) => callApi(QUEUE_ALERT_CALLS.remove, { params: { id } }),
};

type RuleWrite =
  { kind: 'enable'; id: number; enabled: boolean } | { kind: 'mute'; id: number; hours: number } | { kind: 'remove'; id: number };

/** A row action of a rules screen (enable or disable, mute or unmute, delete); the rules' table reloads. */
export function useRuleWrite(resource: ResourceDef, writes: RuleWrites, handlers: WriteHandlers) {
  return useReloadingWrite(
    listKeys.all(resource),
    (w: RuleWrite) =>
      w.kind === 'enable'
        ? writes.update(w.id, w.enabled)
        : w.kind === 'mute' && writes.mute
          ? writes.mute(w.id, w.hours)
          : writes.remove(w.id),
    handlers,
  );
}
