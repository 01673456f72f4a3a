import { EMAIL_MAX_LENGTH, isEmailAddress } from './access';

/**
 * Staff and their roles (issue 28): the roles the help desk (support tool, every customer)
 * and a customer's own administrators (partner site, role StaffAdministration) may give a
 * member of staff. SupportTool itself is not among them: help-desk accounts are not made
 * by a customer's screen.
 */
export const STAFF_ADMINISTRATION_ROLE = 'StaffAdministration';

export type StaffRoleArea = 'partner' | 'wallet';

export interface StaffRoleDefinition {
  Role: string;
  Area: StaffRoleArea;
}

const partner = (Role: string): StaffRoleDefinition => ({ Role, Area: 'partner' });

export const STAFF_ROLES: readonly StaffRoleDefinition[] = [
  partner('PartnerSite'),
  partner('CustomerSupport'),
  partner('ViewDetailTransactionInfo'),
  partner('TransactionRefund'),
  partner('FinanceReports'),
  partner('CatalogueWebshop'),
  partner('WebshopHandOut'),
  partner('CatalogueFoodPlan'),
  partner('FoodPlanKitchen'),
  partner('PupilAbsence'),
  partner('PupilImport'),
  partner('CatalogueMeeting'),
  partner('MeetingKitchen'),
  partner(STAFF_ADMINISTRATION_ROLE),
  { Role: 'Meeting', Area: 'wallet' },
];

export const isStaffRole = (role: string): boolean => STAFF_ROLES.some((definition) => definition.Role === role);

export interface StaffDraft {
  Name: string;
  Email: string;
  Roles: readonly string[];
}

export type StaffFieldErrors = Partial<Record<'Name' | 'Email' | 'Roles', string>>;

/**
 * A member of staff as an administrator may save them: a name, an e-mail address, and only
 * roles of the list above, each once. A partner-site role needs PartnerSite with it, so the
 * member can sign in where the role is used.
 */
export function validateStaff(draft: StaffDraft): StaffFieldErrors {
  const errors: StaffFieldErrors = {};
  const name = draft.Name.trim();
  if (name === '') errors.Name = 'staff.errors.nameRequired';
  else if (name.length > 200) errors.Name = 'staff.errors.nameTooLong';
  const email = draft.Email.trim();
  if (email === '' || email.length > EMAIL_MAX_LENGTH || !isEmailAddress(email)) errors.Email = 'staff.errors.email';
  const roles = new Set(draft.Roles);
  if (roles.size !== draft.Roles.length || draft.Roles.some((role) => !isStaffRole(role))) errors.Roles = 'staff.errors.unknownRole';
  else if (draft.Roles.some((role) => STAFF_ROLES.find((definition) => definition.Role === role)?.Area === 'partner' && role !== 'PartnerSite') && !roles.has('PartnerSite')) {
    errors.Roles = 'staff.errors.partnerSiteNeeded';
  }
  return errors;
}
