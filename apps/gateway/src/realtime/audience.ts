import { decide, type AdminPrincipal, type RealtimeAudience } from '@bo/contract';

/**
 * Which events one socket's admin may receive, decided in the gateway as each event arrives:
 * decide() for any of the audience's permissions, narrowed to `adminIds` when the event names
 * them. Decisions are remembered per permission list until the admin is replaced (session re-check).
 */
export class AudienceFilter {
  private readonly decided = new Map<string, boolean>();

  constructor(
    private admin: AdminPrincipal,
    private readonly catalogue: ReadonlySet<string>,
  ) {}

  /** The admin as the session says now: its permissions may have changed. */
  replaceAdmin(admin: AdminPrincipal): void {
    this.admin = admin;
    this.decided.clear();
  }

  allows(audience: RealtimeAudience): boolean {
    if (audience.adminIds && !audience.adminIds.includes(this.admin.id)) return false;
    const names = typeof audience.permission === 'string' ? [audience.permission] : audience.permission;
    const key = names.join(',');
    let allowed = this.decided.get(key);
    if (allowed === undefined) {
      allowed = names.some((name) => decide(this.admin, name, this.catalogue).allowed);
      this.decided.set(key, allowed);
    }
    return allowed;
  }
}
