import { useEffect } from 'react';
import type { MeResponse } from '@kk/contracts';
import { api, useSession } from '@kk/platform';

/**
 * The signed-in user's roles. The shell has loaded them before the remote mounts; the
 * remote's standalone page has not, so it asks once itself.
 */
export function useRoles(): readonly string[] {
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (user || !token) return;
    api.get<MeResponse>('/api/Account/Me', undefined, { silent: true }).then((me) => useSession.getState().setUser(me), () => undefined);
  }, [user, token]);
  return user?.Roles ?? [];
}
