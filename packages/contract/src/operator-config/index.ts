export * from './fields.ts';
export * from './resources.ts';
