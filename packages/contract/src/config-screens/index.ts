export * from './resources.ts';
export * from './fields.ts';
