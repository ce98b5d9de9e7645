// Resource definitions of the table screens (issue 3): columns, filters, sort keys, export and import.
export * from './types.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './define.ts';
export * from './paths.ts';
export * from './registry.ts';
export * from './defs/index.ts';
export * from './extra-calls.ts';
export * from './schemas.ts';
export * from './rows.ts';
export * from './option-search.ts';
export * from './create.ts';
export * from './form.ts';
export * from './default-filters.ts';
