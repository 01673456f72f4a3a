import type { WalletRefillSettings } from '@kk/contracts';
import type { AutomaticRefillRequest, MonthlyRefillRequest } from '@kk/domain';
import { api } from '@kk/platform';

const DW = '/api/DepositWithdraw';

/** The refill dialog's calls; the dialog shows its own result, so all are silent. */
export const refillsApi = {
  automaticRefillAmounts: (walletID: string) => api.get<number[]>(`${DW}/GetAutomaticRefillAmounts`, { walletID }, { silent: true }),
  setAutomaticRefill: (walletID: string, body: AutomaticRefillRequest) =>
    api.put<WalletRefillSettings>(`${DW}/AutomaticRefill`, body, { walletId: walletID, silent: true }),
  setMonthlyRefill: (walletID: string, body: MonthlyRefillRequest) =>
    api.put<WalletRefillSettings>(`${DW}/MonthlyRefill`, body, { walletId: walletID, silent: true }),
  disableRefills: (walletID: string) => api.put<WalletRefillSettings[]>(`${DW}/DisableRefills`, undefined, { walletId: walletID, silent: true }),
};
