import type { ResourceDef } from './types.ts';

/** The calls hanging off a resource's url (specification 01, section 7). */
export const resourcePaths = (r: ResourceDef) => ({
  list: r.url,
  file: `${r.url}/file`,
  import: `${r.importUrl ?? r.url}/import`,
  /** The same file checked and written, then rolled back: what the import would change. */
  importPreview: `${r.importUrl ?? r.url}/import-preview`,
  export: `${r.url}/export`,
  directExport: r.exportUrl ?? `${r.url}/export`,
  detail: `${r.url}/:id`,
  /** The chart's aggregate over the filtered rows (a resource with `chart`). */
  chart: `${r.url}/chart`,
  /** The options of a form's 'server' fields. */
  formOptions: `${r.url}/form-options`,
});

/** Whether a resource has a file filter (its search switches to POST {url}/file). */
export const hasFileFilter = (r: ResourceDef): boolean => r.filters.some((f) => f.kind === 'file');
