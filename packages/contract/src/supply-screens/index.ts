export * from './resources.ts';
export * from './reports.ts';
