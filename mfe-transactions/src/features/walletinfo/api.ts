import type { WalletDetail } from '@kk/contracts';
import { api } from '@kk/platform';

/** The family the support tool would erase (GET /api/Admin/Family/Lookup). */
export interface FamilyLookup {
  UserID: string;
  Guardians: { UserID: string; Name: string; Email: string }[];
  Wallets: { WalletID: string; Name: string; Customer: string; Balance: number; ClosedOn: string | null }[];
  Open: Record<string, number>;
  HasStaff: boolean;
}

/** The wallet's details (GET /api/Wallet/Detail); the API decides whether this user may see it. */
export const walletInfoApi = {
  /** Erases a closed family's personal data (support tool, issue 28); 409 names what is still open. */
  eraseFamily: (userID: string) =>
    api.post<{ ErasureID: string; UserIDs: string[]; WalletIDs: string[] }>(`/api/Admin/Family/Erase/${encodeURIComponent(userID)}`, undefined, { silent: true }),
  /** Finds a family by a guardian's e-mail or one of its wallets (support tool); 404 when there is none. */
  family: (query: { email: string } | { walletID: string }) => api.get<FamilyLookup>('/api/Admin/Family/Lookup', query, { silent: true }),
  detail: (walletID: string) => api.get<WalletDetail>('/api/Wallet/Detail', { walletID }, { silent: true }),
};
