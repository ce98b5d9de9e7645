import { ZAdmin, type Admin } from '@bo/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/client.ts';

export interface Registration {
  name: string;
  email: string;
  password: string;
  /** The secret of a super admin's invitation link (/register?invitation=...). */
  invitation?: string;
}

const ZRegisterAnswer = z.object({ admin: ZAdmin });

/** Creates an account without modules: it cannot sign in until a super admin grants some. */
export function register(registration: Registration): Promise<Admin> {
  return api.post('/api/register', registration, { schema: ZRegisterAnswer, session: null }).then((answer) => answer.admin);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
