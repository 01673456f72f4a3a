import type { SetWalletRestrictionsBody, WalletRestrictions } from '@kk/contracts';
import { api } from '@kk/platform';

const PATH = '/api/Restrictions/Wallet';

/** The spending controls' calls; the dialog shows its own result, so both are silent. */
export const controlsApi = {
  read: (walletID: string) => api.get<WalletRestrictions>(PATH, { walletID }, { silent: true }),
  save: (walletID: string, body: SetWalletRestrictionsBody) => api.put<WalletRestrictions>(PATH, body, { params: { walletID }, silent: true }),
};
