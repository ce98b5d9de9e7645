import type { ResourceDef } from '@bo/contract';
import { useLocalStorage } from '@mantine/hooks';
import { useMemo } from 'react';
import { DEFAULT_TABLE_VIEW, tableViewStorageKey, toggleColumn, viewFor, type TableDensity, type TableView } from './table-view.ts';

export interface TableViewControls {
  view: TableView;
  toggleColumn: (key: string) => void;
  setDensity: (density: TableDensity) => void;
  reset: () => void;
}

/**
 * The signed-in admin's column visibility and density of one resource, kept in this browser per admin
 * (issue 19, item 5). Values are written at once (never in a state updater), so a navigation that
 * unmounts the table right after a change cannot lose it.
 */
export function useTableView(def: ResourceDef, adminId: number): TableViewControls {
  const [stored, setStored] = useLocalStorage<unknown>({
    key: tableViewStorageKey(adminId, def.name),
    defaultValue: DEFAULT_TABLE_VIEW,
    getInitialValueInEffect: false,
  });
  const view = useMemo(() => viewFor(def, stored), [def, stored]);
  return {
    view,
    toggleColumn: (key) => setStored(toggleColumn(def, view, key)),
    setDensity: (density) => setStored({ ...view, density }),
    reset: () => setStored(DEFAULT_TABLE_VIEW),
  };
}
