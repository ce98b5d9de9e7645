import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { reviewAdminRoutes } from './review-admins.ts';
import { reviewHistoryRoutes } from './review-history.ts';
import { supportNoteRoutes } from './support-notes.ts';
import { userReviewFilterRoutes } from './user-review-filters.ts';
import { userReviewListRoutes } from './user-review-list.ts';
import { userReviewReassignRoutes } from './user-review-reassign.ts';
import { userReviewStatisticRoutes } from './user-review-statistic.ts';

/** Every support-api route plugin; app.ts registers them in this order. Add one line per route file. */
export const supportRoutes: readonly FastifyPluginAsyncZod[] = [
  userReviewListRoutes,
  userReviewFilterRoutes,
  userReviewStatisticRoutes,
  userReviewReassignRoutes,
  reviewAdminRoutes,
  reviewHistoryRoutes,
  supportNoteRoutes,
];
