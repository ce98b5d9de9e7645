import type { OptionSearchName } from '@bo/contract';

/** One option search's SQL: the typed search and the lookup of given ids (a shared URL's chosen values). */
export type OptionSearchSql = { search: string; byIds: string };

/** The option label of each search, the same in both queries so a looked-up chip reads as a picked one. */
const SURVEY_LABEL = `s.id || ' · ' || s.name`;
const USER_LABEL = `u.id || ' · ' || coalesce(u.email, u.hash)`;

/**
 * The SQL of each multi-select option search (contract OPTION_SEARCHES). search: $1 the text as an
 * id (or null), $2 its contains-pattern, $3 the text, $4 the page size; an empty text lists the
 * newest rows, an exact id comes first, names and e-mails are matched through their trigram index
 * (migration 013). byIds: $1 the ids (bigint[]), answered by primary key in id order.
 */
export const OPTION_SEARCH_SQL: Record<OptionSearchName, OptionSearchSql> = {
  surveys: {
    search: `SELECT s.id AS value, ${SURVEY_LABEL} AS label
    FROM admin.surveys s
    WHERE $3::text = '' OR s.id = $1::bigint OR s.name ILIKE $2::text
    ORDER BY (s.id = $1::bigint) IS TRUE DESC, s.id DESC
    LIMIT $4::int`,
    byIds: `SELECT s.id AS value, ${SURVEY_LABEL} AS label FROM admin.surveys s WHERE s.id = ANY($1::bigint[]) ORDER BY s.id`,
  },
  users: {
    search: `SELECT u.id AS value, ${USER_LABEL} AS label
    FROM admin.users u
    WHERE $3::text = '' OR u.id = $1::bigint OR u.email ILIKE $2::text OR u.hash = $3::text
    ORDER BY (u.id = $1::bigint) IS TRUE DESC, u.id DESC
    LIMIT $4::int`,
    byIds: `SELECT u.id AS value, ${USER_LABEL} AS label FROM admin.users u WHERE u.id = ANY($1::bigint[]) ORDER BY u.id`,
  },
};
