export * from './resources.ts';
