export * from './resources.ts';
export * from './calls.ts';
