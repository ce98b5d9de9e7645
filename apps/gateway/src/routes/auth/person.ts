import type { SignedIn } from '../../fastify-types.ts';

/** The person behind a session: the one who signed in (factors are a person's, not an account's). */
export const personOf = (auth: SignedIn) => auth.original ?? auth.admin;
