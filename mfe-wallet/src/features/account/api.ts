import type {
  AccountInformation,
  AccountWalletInformation,
  CountryCode,
  SpecialGradesResponse,
  UpdateAccountEmail,
  UpdateAccountInformation,
  UpdateAccountPassword,
  UpdateWalletInformation,
} from '@kk/contracts';
import { DEFAULT_PHONE_COUNTRY, EMPLOYEE_GRADE } from '@kk/domain';
import { api } from '@kk/platform';

const NO_SPECIAL_GRADES: SpecialGradesResponse = {
  CustomerLists: [],
  SystemLists: [],
  EmployeeGrade: EMPLOYEE_GRADE,
};

/**
 * The account page's calls. The changes are silent: the page confirms each save with its
 * own notice and shows a refusal beside the form that was sent.
 */
export const accountApi = {
  /** Everything the platform holds about the user and their family, as a ZIP (issue 28). */
  dataExport: () => api.get<Blob>('/api/Account/DataExport', undefined, { responseType: 'blob' }),
  information: () => api.get<AccountInformation>('/api/Account/Information', undefined, { silent: true }),
  /** Spec section 8: a failed special grade fetch is only logged (the client logs every failed call); no lists then. */
  specialGrades: () => api.get<SpecialGradesResponse>('/api/SpecialGrade/', undefined, { silent: true }).catch(() => NO_SPECIAL_GRADES),
  /** The country codes; without them the picker still offers Denmark. */
  countryCodes: () => api.get<CountryCode[]>('/assets/ISO2/ISO2_phone.json', undefined, { silent: true }).catch(() => [DEFAULT_PHONE_COUNTRY]),
  updateInformation: (body: UpdateAccountInformation) => api.put<AccountInformation>('/api/Account/Information', body, { silent: true }),
  updateEmail: (body: UpdateAccountEmail) => api.put<AccountInformation>('/api/Account/Email', body, { silent: true }),
  updatePassword: (body: UpdateAccountPassword) => api.put<void>('/api/Account/Password', body, { silent: true }),
  updateWallet: (walletID: string, body: UpdateWalletInformation) =>
    api.put<AccountWalletInformation>('/api/Wallet/Information', body, { params: { walletID }, silent: true }),
};
