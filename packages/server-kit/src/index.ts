export * from './context.ts';
export * from './errors.ts';
export * from './service.ts';
export { errorHandler, fieldErrors } from './error-handler.ts';
