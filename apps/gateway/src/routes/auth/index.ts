import type { FastifyInstance } from 'fastify';
import { GATEWAY_CALL, ZNoBody, type ApiCall, type GatewayCallName } from '@bo/contract';
import { factorsRoute, reauthenticateRoute, resetFactorsRoute, totpConfirmRoute, totpStartRoute } from './factors.ts';
import { invitationRoute } from './invitation.ts';
import {
  passkeyAuthenticationOptionsRoute,
  passkeyRegisterRoute,
  passkeyRegistrationOptionsRoute,
  passkeyRemoveRoute,
} from './passkeys.ts';
import { loginRoute } from './login.ts';
import { logoutRoute } from './logout.ts';
import { meRoute } from './me.ts';
import { openApiRoute } from './openapi.ts';
import { passwordChangeRoute } from './password-change.ts';
import { passwordResetLinkRoute } from './password-reset-link.ts';
import { passwordResetRoute } from './password-reset.ts';
import { registerRoute } from './register.ts';
import { passkeySignInOptionsRoute, passkeySignInRoute } from './passkey-sign-in.ts';
import { signInMethodsRoute, ssoCallbackRoute, ssoFactorRoute, ssoStartRoute } from './sso.ts';
import type { AccountSettings } from './settings.ts';
import { endAdminSessionsRoute, endOtherSessionsRoute, endSessionRoute, sessionsRoute } from './sessions.ts';
import { switchAccountRoute } from './switch-account.ts';
import { switchBackRoute } from './switch-back.ts';

/** Registers a gateway call's route; the whole catalogue is passed for the calls that describe it. */
type RouteRegistrar = (app: FastifyInstance, call: ApiCall, calls: readonly ApiCall[], settings: AccountSettings) => Promise<void>;

const HANDLERS: Record<GatewayCallName, RouteRegistrar> = {
  [GATEWAY_CALL.login]: loginRoute,
  [GATEWAY_CALL.logout]: logoutRoute,
  [GATEWAY_CALL.me]: meRoute,
  [GATEWAY_CALL.register]: registerRoute,
  [GATEWAY_CALL.switchAccount]: switchAccountRoute,
  [GATEWAY_CALL.switchBack]: switchBackRoute,
  [GATEWAY_CALL.invite]: invitationRoute,
  [GATEWAY_CALL.passwordResetLink]: passwordResetLinkRoute,
  [GATEWAY_CALL.resetPassword]: passwordResetRoute,
  [GATEWAY_CALL.changePassword]: passwordChangeRoute,
  [GATEWAY_CALL.sessions]: sessionsRoute,
  [GATEWAY_CALL.endSession]: endSessionRoute,
  [GATEWAY_CALL.endOtherSessions]: endOtherSessionsRoute,
  [GATEWAY_CALL.endAdminSessions]: endAdminSessionsRoute,
  [GATEWAY_CALL.factors]: factorsRoute,
  [GATEWAY_CALL.totpStart]: totpStartRoute,
  [GATEWAY_CALL.totpConfirm]: totpConfirmRoute,
  [GATEWAY_CALL.reauthenticate]: reauthenticateRoute,
  [GATEWAY_CALL.resetFactors]: resetFactorsRoute,
  [GATEWAY_CALL.passkeyRegistrationOptions]: passkeyRegistrationOptionsRoute,
  [GATEWAY_CALL.passkeyRegister]: passkeyRegisterRoute,
  [GATEWAY_CALL.passkeyRemove]: passkeyRemoveRoute,
  [GATEWAY_CALL.passkeyAuthenticationOptions]: passkeyAuthenticationOptionsRoute,
  [GATEWAY_CALL.signInMethods]: signInMethodsRoute,
  [GATEWAY_CALL.ssoStart]: ssoStartRoute,
  [GATEWAY_CALL.ssoCallback]: ssoCallbackRoute,
  [GATEWAY_CALL.ssoFactor]: ssoFactorRoute,
  [GATEWAY_CALL.passkeySignInOptions]: passkeySignInOptionsRoute,
  [GATEWAY_CALL.passkeySignIn]: passkeySignInRoute,
  [GATEWAY_CALL.openapi]: openApiRoute,
};

/** The calls the catalogue gives to the gateway itself, each served at the catalogue's method and path. */
export default async function accountRoutes(
  app: FastifyInstance,
  opts: { calls: readonly ApiCall[]; settings: AccountSettings },
): Promise<void> {
  // A write the catalogue says takes no body is held to it here, as an upstream's routeCall holds it: nothing, or an
  // object whose keys are ignored; an array or a scalar is refused with 400. Routes validate their other bodies themselves.
  app.addHook('onRoute', (route) => {
    const call = (route.config as { apiCall?: ApiCall } | undefined)?.apiCall;
    if (call?.body === ZNoBody && !route.schema?.body) route.schema = { ...route.schema, body: ZNoBody };
  });
  for (const call of opts.calls.filter((c) => c.upstream === 'gateway')) {
    const register = HANDLERS[call.name as GatewayCallName];
    if (!register)
      throw new Error(`Gateway call ${call.name} (${call.method} ${call.path}) has no handler in apps/gateway/src/routes/auth`);
    await register(app, call, opts.calls, opts.settings);
  }
}
