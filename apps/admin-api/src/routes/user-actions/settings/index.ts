import { bodyErrorsAs422, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { resetBirthdateRoute } from './birthdate.ts';
import { userCommentRoute } from './comment.ts';
import { localeRoutes } from './locale.ts';
import { payoutLimitRoutes } from './payout-limits.ts';
import { settingStatusRoute } from './toggles.ts';

/**
 * The settings of a user (specification 02, section 8), the user comment, country and languages.
 * A body the forms would refuse answers 422 with the field's message (bodyErrorsAs422).
 */
export const userSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);
  await app.register(settingStatusRoute);
  await app.register(userCommentRoute);
  await app.register(localeRoutes);
  await app.register(payoutLimitRoutes);
  await app.register(resetBirthdateRoute);
};
