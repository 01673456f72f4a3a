import type { SetWalletAlertsBody, WalletAlerts } from '@kk/contracts';
import { api } from '@kk/platform';

const PATH = '/api/Alerts/Wallet';

/** The e-mail alerts' calls; the dialog shows its own result, so both are silent. */
export const alertsApi = {
  read: (walletID: string) => api.get<WalletAlerts>(PATH, { walletID }, { silent: true }),
  save: (walletID: string, body: SetWalletAlertsBody) => api.put<WalletAlerts>(PATH, body, { params: { walletID }, silent: true }),
};
