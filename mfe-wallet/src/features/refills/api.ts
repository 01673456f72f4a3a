import type { MobilePayAgreementStarted, MobilePayAgreementStatus, WalletRefillSettings } from '@kk/contracts';
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
  /** Issue 16: a MobilePay agreement for the wallet's refills; the browser goes on to RedirectUrl, the provider's agreement page. */
  startMobilePayAgreement: (walletID: string, returnUrl: string, idempotencyKey: string) =>
    api.post<MobilePayAgreementStarted>(`${DW}/MobilePay/Agreement`, undefined, { params: { walletID, returnUrl }, idempotencyKey, silent: true }),
  /** Back from the agreement page: Pending until the provider has told the platform. */
  mobilePayAgreementStatus: (agreementID: string) => api.get<MobilePayAgreementStatus>(`${DW}/MobilePay/Agreement/Status`, { agreementID }, { silent: true }),
};
