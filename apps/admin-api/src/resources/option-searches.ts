import type { OptionSearchName } from '@bo/contract';

/**
 * The SQL of each multi-select option search (contract OPTION_SEARCHES). Parameters: $1 the text
 * as an id (or null), $2 its contains-pattern, $3 the text, $4 the page size. An empty text lists the
 * newest rows; an exact id comes first; names and e-mails are matched through their trigram index (migration 013).
 */
export const OPTION_SEARCH_SQL: Record<OptionSearchName, string> = {
  surveys: `SELECT s.id AS value, s.id || ' · ' || s.name AS label
    FROM admin.surveys s
    WHERE $3::text = '' OR s.id = $1::bigint OR s.name ILIKE $2::text
    ORDER BY (s.id = $1::bigint) IS TRUE DESC, s.id DESC
    LIMIT $4::int`,
  users: `SELECT u.id AS value, u.id || ' · ' || coalesce(u.email, u.hash) AS label
    FROM admin.users u
    WHERE $3::text = '' OR u.id = $1::bigint OR u.email ILIKE $2::text OR u.hash = $3::text
    ORDER BY (u.id = $1::bigint) IS TRUE DESC, u.id DESC
    LIMIT $4::int`,
};
