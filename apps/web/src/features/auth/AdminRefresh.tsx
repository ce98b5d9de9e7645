import { isUsableAdmin } from '@bo/contract';
import { useEffect } from 'react';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useMe } from './api/me.ts';
import { sessionStore } from './session-store.ts';

/**
 * Local admin data is valid only for role 1 or non-empty modules; otherwise it is fetched from
 * /api/me, and an admin that is still neither (or a failing /api/me) is logged out (spec 01 §6).
 */
export function AdminRefresh() {
  const me = useMe();

  useEffect(() => {
    if (me.isSuccess) {
      if (isUsableAdmin(me.data)) sessionStore.updateAdmin(me.data);
      else sessionStore.signOut('unusable');
    } else if (me.isError && sessionStore.key()) {
      sessionStore.signOut('unusable');
    }
  }, [me.isSuccess, me.isError, me.data]);

  return <PageLoader />;
}
