import type { z } from 'zod';
import {
  GATEWAY_CALL,
  ZAdmin,
  ZAdminLogAnswer,
  ZAdminLogBody,
  ZImportAnswer,
  ZListResponse,
  ZLoginAnswer,
  ZLoginBody,
  ZPasskeyOptions,
  ZPasskeySignInBody,
  ZSignInMethods,
  ZSsoFactorBody,
  ZRegisterBody,
  ZSwitchAccountBody,
  type ApiCall,
} from '@bo/contract';

/** The zod schemas of a call's body and answer, when the contract has them. */
export interface CallSchemas {
  body?: z.ZodType;
  answer?: z.ZodType;
}

/** Calls whose schemas the contract names (packages/contract/src/schemas). */
const BY_NAME: Readonly<Record<string, CallSchemas>> = {
  [GATEWAY_CALL.login]: { body: ZLoginBody, answer: ZLoginAnswer },
  [GATEWAY_CALL.register]: { body: ZRegisterBody, answer: ZLoginAnswer },
  [GATEWAY_CALL.me]: { answer: ZAdmin },
  [GATEWAY_CALL.switchAccount]: { body: ZSwitchAccountBody, answer: ZLoginAnswer },
  [GATEWAY_CALL.switchBack]: { answer: ZLoginAnswer },
  [GATEWAY_CALL.signInMethods]: { answer: ZSignInMethods },
  [GATEWAY_CALL.ssoFactor]: { body: ZSsoFactorBody, answer: ZLoginAnswer },
  [GATEWAY_CALL.passkeySignInOptions]: { answer: ZPasskeyOptions },
  [GATEWAY_CALL.passkeySignIn]: { body: ZPasskeySignInBody, answer: ZLoginAnswer },
  'adminLogs.create': { body: ZAdminLogBody, answer: ZAdminLogAnswer },
};

/** Every table screen's list answers ZListResponse and its import ZImportAnswer (the list engine's contract). */
export function callSchemas(call: ApiCall): CallSchemas {
  const named = BY_NAME[call.name];
  if (named) return named;
  if (call.name.endsWith('.list') && call.method === 'GET') return { answer: ZListResponse };
  if (call.name.endsWith('.import')) return { answer: ZImportAnswer };
  return {};
}
