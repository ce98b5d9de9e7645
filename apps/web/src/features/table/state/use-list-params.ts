import { ADMIN_LOG_CLIENT_ACTIONS, type AdminLogClientAction, type ResourceDef } from '@bo/contract';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createAdminLog } from '../../admin-logs/api/create-admin-log.ts';
import { FORCE_RELOAD_PARAM } from '../api/list-request.ts';
import { toggleSort, withFilters, type ListState } from './list-state.ts';
import { readListState, toQueryString, writeListState } from './url-codec.ts';

export interface ListParams {
  state: ListState;
  /** The quick links' forceReload timestamp, when the URL holds one. */
  forceReload: string | null;
  setPage: (page: number) => void;
  /** Another page size: back to page 1. */
  setPerPage: (perPage: number) => void;
  toggleSort: (columnKey: string) => void;
  /**
   * A new search: the filters (URL keys -> raw values) and the free search; back to page 1.
   * False when the view is unchanged, so the caller searches again itself.
   */
  search: (filters: Record<string, string>, search?: string) => boolean;
}

/** "An action log is also sent on filter search and pagination" (specification 01, 7). */
function logAction(action: AdminLogClientAction, requestUrl: string, data: unknown): void {
  createAdminLog({ type: 'action', request_url: requestUrl, action, data });
}

/**
 * The query as it is now. The router updates the address before React renders the change, so two
 * quick clicks must build on the address, not on the state of the last render.
 */
const currentQuery = (): URLSearchParams => new URLSearchParams(window.location.search);

/**
 * The list state of a table screen, owned by the URL query (specification 01, 2.7): reading it
 * parses the query, every change navigates to the query of the new state, so reload, back and a
 * shared link all show the same view. The screen's Mantine components only draw it.
 */
export function useListParams(def: ResourceDef): ListParams {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const state = useMemo(() => readListState(query, def), [query, def]);
  const pathname = location.pathname;

  /** Navigates to the state `change` makes of the current one; answers the new URL and both states. */
  const go = useCallback(
    (change: (current: ListState) => ListState) => {
      const base = currentQuery();
      const before = readListState(base, def);
      const after = change(before);
      const search = toQueryString(writeListState(after, def, base));
      navigate({ pathname, search });
      return { url: `${pathname}${search}`, before, after };
    },
    [def, navigate, pathname],
  );

  return {
    state,
    forceReload: query.get(FORCE_RELOAD_PARAM),
    setPage: useCallback(
      (page: number) => {
        const { url } = go((current) => ({ ...current, page }));
        logAction(ADMIN_LOG_CLIENT_ACTIONS.pagination, url, { page });
      },
      [go],
    ),
    setPerPage: useCallback((perPage: number) => void go((current) => ({ ...current, perPage, page: 1 })), [go]),
    // A new order makes the pages other rows: back to page 1 (issue 19).
    toggleSort: useCallback((columnKey: string) => void go((current) => ({ ...toggleSort(current, columnKey), page: 1 })), [go]),
    search: useCallback(
      (filters: Record<string, string>, search?: string) => {
        const { url, before, after } = go((current) => withFilters(current, filters, search ?? current.search));
        logAction(ADMIN_LOG_CLIENT_ACTIONS.filterSearch, url, { filters: after.filters, search: after.search || undefined });
        return writeListState(after, def).toString() !== writeListState(before, def).toString();
      },
      [go, def],
    ),
  };
}
