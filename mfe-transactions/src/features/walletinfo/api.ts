import type { WalletDetail } from '@kk/contracts';
import { api } from '@kk/platform';

/** The wallet's details (GET /api/Wallet/Detail); the API decides whether this user may see it. */
export const walletInfoApi = {
  /** Erases a closed family's personal data (support tool, issue 28); 409 names what is still open. */
  eraseFamily: (userID: string) =>
    api.post<{ ErasureID: string; UserIDs: string[]; WalletIDs: string[] }>(`/api/Admin/Family/Erase/${encodeURIComponent(userID)}`, undefined, { silent: true }),
  detail: (walletID: string) => api.get<WalletDetail>('/api/Wallet/Detail', { walletID }, { silent: true }),
};
