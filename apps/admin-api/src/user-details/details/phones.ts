import type { Queryable } from '@bo/db';
import { GROUP_SAMPLE_USERS } from '../constants.ts';
import { isoRequired, percent } from '../format.ts';
import { isBanned } from '../sql.ts';

interface PhoneRow {
  id: number;
  phone: string;
  verified: boolean;
  carrier: string | null;
  delay_seconds: number | null;
  is_copy_pasted: boolean;
  ipqs_score: number | null;
  created_at: Date;
  carrier_users: number;
  carrier_banned: number;
}

/** The user's phone verifications with the carrier risk: the banned share of the carrier's other users (a sample of big carriers). */
const PHONES_SQL = `
  SELECT p.id, p.phone, p.verified, p.carrier, p.delay_seconds, p.is_copy_pasted, p.ipqs_score, p.created_at,
    coalesce(r.total, 0) AS carrier_users, coalesce(r.banned, 0) AS carrier_banned
  FROM admin.user_phone_verifications p
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS total, count(*) FILTER (WHERE ${isBanned('u')})::int AS banned
    FROM (SELECT DISTINCT v.user_id FROM admin.user_phone_verifications v WHERE v.carrier = p.carrier AND v.user_id <> p.user_id ORDER BY v.user_id LIMIT $2) d
    JOIN admin.users u ON u.id = d.user_id
  ) r ON p.carrier IS NOT NULL
  WHERE p.user_id = $1
  ORDER BY p.created_at DESC, p.id DESC`;

export async function loadPhoneVerifications(db: Queryable, userId: number) {
  const { rows } = await db.query<PhoneRow>(PHONES_SQL, [userId, GROUP_SAMPLE_USERS]);
  return rows.map((r) => ({
    id: Number(r.id),
    phone: r.phone,
    verified: r.verified,
    carrier: r.carrier,
    delay: r.delay_seconds,
    is_copy_pasted: r.is_copy_pasted,
    ipqs_score: r.ipqs_score,
    banned_percentage: percent(r.carrier_banned, r.carrier_users),
    created_at: isoRequired(r.created_at),
  }));
}
