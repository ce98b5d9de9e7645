import { ACCOUNT_CALL, type Admin } from '@bo/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';

export interface Registration {
  name: string;
  email: string;
  password: string;
  /** The secret of a super admin's invitation link (/register?invitation=...). */
  invitation?: string;
}

/** Creates an account without modules: it cannot sign in until a super admin grants some. */
export function register(registration: Registration): Promise<Admin> {
  return callApi(ACCOUNT_CALL.register, { body: registration, session: null }).then((answer) => answer.admin);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
