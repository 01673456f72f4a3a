import type { WalletDetail } from '@kk/contracts';
import { api } from '@kk/platform';

/** The wallet's details (GET /api/Wallet/Detail); the API decides whether this user may see it. */
export const walletInfoApi = {
  detail: (walletID: string) => api.get<WalletDetail>('/api/Wallet/Detail', { walletID }, { silent: true }),
};
