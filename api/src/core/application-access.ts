import { ApplicationName } from '@kk/contracts';

/** The role a user needs to sign in to each application (spec section 1); null: anyone. */
export const REQUIRED_ROLE_BY_APPLICATION: Readonly<Record<ApplicationName, string | null>> = {
  wallet: null,
  partner: 'PartnerSite',
  support: 'SupportTool',
};

/** The application named by the x-application header; a missing header means the wallet site. */
export function parseApplication(header: string | undefined): ApplicationName | null {
  if (header === undefined || header === '') return 'wallet';
  const parsed = ApplicationName.safeParse(header.trim().toLowerCase());
  return parsed.success ? parsed.data : null;
}

export function mayUseApplication(application: ApplicationName, roles: readonly string[]): boolean {
  const required = REQUIRED_ROLE_BY_APPLICATION[application];
  return required === null || roles.includes(required);
}
