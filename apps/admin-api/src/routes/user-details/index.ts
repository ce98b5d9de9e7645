import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { offerBasicRoutes } from './cards/offer-basic.ts';
import { siblingBasicRoutes } from './cards/sibling-basic.ts';
import { userBasicRoutes } from './cards/user-basic.ts';
import { userDetailsRoute } from './details/route.ts';
import { liveQueryRoute } from './live-query/route.ts';
import { buyerBansRoute } from './reads/buyer-bans.ts';
import { checkRoutes } from './reads/checks.ts';
import { iapRoutes } from './reads/iap.ts';
import { lifetimeReconciliationsRoute } from './reads/lifetime-reconciliations.ts';
import { offerDetailsRoute } from './reads/offer-details.ts';
import { profilingRoutes } from './reads/profiling.ts';
import { referenceRoutes } from './reads/reference.ts';
import { relatedUsersRoutes } from './reads/related.ts';
import { userRecordRoutes } from './reads/user-record.ts';
import { usersByCarrierRoute } from './reads/users-by-carrier.ts';

/**
 * The user-details read calls of specification 02 section 7 (catalogue: packages/contract
 * src/api/calls/user-details.ts). Registered after the resource routes so that a sibling card
 * another plugin already serves (EarnStar's) is left to it.
 */
export const userDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(userDetailsRoute);
  await app.register(userBasicRoutes);
  await app.register(siblingBasicRoutes);
  await app.register(offerBasicRoutes);
  await app.register(liveQueryRoute);
  await app.register(userRecordRoutes);
  await app.register(offerDetailsRoute);
  await app.register(buyerBansRoute);
  await app.register(checkRoutes);
  await app.register(iapRoutes);
  await app.register(lifetimeReconciliationsRoute);
  await app.register(relatedUsersRoutes);
  await app.register(profilingRoutes);
  await app.register(usersByCarrierRoute);
  await app.register(referenceRoutes);
};
