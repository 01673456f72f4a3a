import type { FoodOrder, PageSetting, VoucherDetail } from '@kk/contracts';
import { api } from '@kk/platform';

/** The home page's calls. Reads are silent: the page shows its own failure. */
export const homeApi = {
  vouchers: (walletID: string, customerName: string) =>
    api.get<VoucherDetail[]>('/api/Overview/GetVoucherDetails', { walletID, customerName }, { silent: true }),
  latestFoodOrders: (walletID: string) => api.get<FoodOrder[]>('/api/Foodplanner/V3/GetLatestOrders', { walletID }, { silent: true }),

  walletPageSettings: (walletID: string) => api.get<PageSetting[]>('/api/Wallet/WalletPageSettings', { walletID }, { silent: true }),
  groupPageSettings: () => api.get<PageSetting[]>('/api/WalletGroup/WalletGroupPageSettings', undefined, { silent: true }),
  dismissWalletNotice: (walletID: string, key: string) =>
    api.post<void>('/api/Wallet/WalletPageSetting', undefined, { silent: true, params: { walletID, key, value: 'false' } }),
  dismissGroupNotice: (key: string) => api.post<void>('/api/WalletGroup/WalletGroupPageSetting', undefined, { silent: true, params: { key, value: 'false' } }),
};
