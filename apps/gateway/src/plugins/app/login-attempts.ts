import fp from 'fastify-plugin';
import { memoryLoginAttempts, type LoginAttemptStore } from '../../accounts/login-attempts.ts';

/** The failed sign-in counter: the one given (shared store) or an in-memory one. */
export default fp(
  async (app, opts: { store?: LoginAttemptStore }) => {
    app.decorate('loginAttempts', opts.store ?? memoryLoginAttempts());
  },
  { name: 'login-attempts' },
);
