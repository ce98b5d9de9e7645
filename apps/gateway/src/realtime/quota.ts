export interface SocketLimits {
  perAdmin: number;
  perAddress: number;
}

/**
 * The open sockets of this gateway per person and per client address. A slot is taken just before
 * the upgrade and given back when the connection's TCP socket closes, however it ends (the websocket
 * closed, the handshake failed, the client vanished), so no path can leak one.
 */
export class SocketQuota {
  private readonly byAdmin = new Map<number, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: SocketLimits) {}

  /** A release function, or null when the person or the address already holds its cap. */
  take(adminId: number, address: string): (() => void) | null {
    if ((this.byAdmin.get(adminId) ?? 0) >= this.limits.perAdmin) return null;
    if ((this.byAddress.get(address) ?? 0) >= this.limits.perAddress) return null;
    bump(this.byAdmin, adminId, 1);
    bump(this.byAddress, address, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      bump(this.byAdmin, adminId, -1);
      bump(this.byAddress, address, -1);
    };
  }

  /** Open sockets of a person (for tests and metrics). */
  heldBy(adminId: number): number {
    return this.byAdmin.get(adminId) ?? 0;
  }
}

function bump<K>(counts: Map<K, number>, key: K, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}
