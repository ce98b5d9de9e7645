import { ZAdmin, type Admin } from '@bo/contract';

/** An admin as the gateway sent it or the browser kept it, checked against the contract; null when it no longer fits. */
export function checkedAdmin(raw: unknown): Admin | null {
  const parsed = ZAdmin.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
