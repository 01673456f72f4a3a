import { SCHOOL_YEAR_PATHS, type LeaverChoice } from '@kk/contracts';
import { api } from '@kk/platform';

/** The guardian's choice for a leaver's balance; the dialog shows its own result, so both are silent. */
export const leavingApi = {
  read: (walletID: string) => api.get<LeaverChoice>(SCHOOL_YEAR_PATHS.leaverChoice, { walletID }, { silent: true }),
  save: (walletID: string, siblingWalletID: string | null) =>
    api.put<LeaverChoice>(SCHOOL_YEAR_PATHS.leaverChoice, { WalletID: walletID, SiblingWalletID: siblingWalletID }, { silent: true }),
};
