// The searches and lookups of specification 04, section 7 (issue 17).
export * from './inputs.ts';
export * from './ip.ts';
export * from './multi-search.ts';
export * from './find-data.ts';
