import { qualificationsResource, usersResource, type AdminPrincipal, type ResourceDef } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { defaultListState } from '../state/list-state.ts';
import { allowedBulkActions, exportExtrasOf, formAbilities, settledListView } from './table-screen-logic.ts';

const superAdmin: AdminPrincipal = { id: 1, role: 1, permissions: { modules: [] } };
const nobody: AdminPrincipal = { id: 300, role: 3, permissions: { modules: [] } };
const form = { fields: [], create: true, edit: true, remove: true } as unknown as NonNullable<ResourceDef['form']>;

describe('table screen logic', () => {
  it('offers the form, import and export only where the resource declares them and the admin may call them', () => {
    const bare = { ...usersResource, form: undefined, importable: undefined, exportable: false };
    expect(formAbilities(bare, superAdmin)).toEqual({
      canCreate: false,
      canEdit: false,
      canDelete: false,
      canImport: false,
      canExport: false,
    });
    expect(formAbilities({ ...usersResource, form }, null)).toMatchObject({ canCreate: false, canEdit: false, canDelete: false });
    expect(formAbilities({ ...usersResource, exportable: true }, superAdmin).canExport).toBe(true);
    expect(formAbilities({ ...usersResource, exportable: true }, nobody).canExport).toBe(false);
  });

  it('keeps the bulk actions the admin may call', () => {
    expect(allowedBulkActions(usersResource, superAdmin).map((a) => a.label)).toEqual(['Ban', 'Review']);
    expect(allowedBulkActions(usersResource, nobody)).toEqual([]);
    expect(allowedBulkActions({ ...usersResource, bulkActions: undefined }, superAdmin)).toEqual([]);
  });

  it('names the settled view only when the rows on screen answer the current state', () => {
    const state = defaultListState(usersResource);
    const settled = settledListView(usersResource, state, { busy: false, isPlaceholderData: false, hasData: true });
    expect(settled).not.toBe('');
    expect(settledListView(usersResource, state, { busy: true, isPlaceholderData: false, hasData: true })).toBe('');
    expect(settledListView(usersResource, state, { busy: false, isPlaceholderData: true, hasData: true })).toBe('');
    expect(settledListView(usersResource, state, { busy: false, isPlaceholderData: false, hasData: false })).toBe('');
  });

  it('exports as many numbered columns as the statistic counts, with the chosen ids file', () => {
    const count = qualificationsResource.dynamicFields!.countStatistic;
    const file = { key: 'ids', file: new File(['1'], 'ids.csv') };
    expect(exportExtrasOf(qualificationsResource, file, { [count]: '7' })).toEqual({ fileFilter: file, dynamicFieldCount: 7 });
    expect(exportExtrasOf(qualificationsResource, null, undefined)).toEqual({ fileFilter: null, dynamicFieldCount: 0 });
    expect(exportExtrasOf(usersResource, null, { [count]: 7 })).toEqual({ fileFilter: null, dynamicFieldCount: 0 });
  });
});
