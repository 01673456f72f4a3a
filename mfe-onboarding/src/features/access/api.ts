import type { AccessEntry, InvitedUser } from '@kk/contracts';
import { api } from '@kk/platform';

/**
 * Shared access's calls (spec section 7, "Onboarding"). Silent: the screen says itself what
 * went wrong, in place (the duplicate invitation's alert above all).
 */
export const accessApi = {
  invitations: () => api.get<InvitedUser[]>('/api/AllowAccess/GetUsers', undefined, { silent: true }),
  accesses: () => api.get<AccessEntry[]>('/api/AllowAccess/GetMyAccesses', undefined, { silent: true }),
  invite: (email: string) => api.post<InvitedUser>('/api/AllowAccess/AddUser', { email }, { silent: true }),
  withdraw: (token: string) => api.post<void>('/api/AllowAccess/RemoveUser', { token }, { silent: true }),
  removeAccess: (accessID: string) => api.post<void>('/api/AllowAccess/RemoveAccess', { accessID }, { silent: true }),
};
