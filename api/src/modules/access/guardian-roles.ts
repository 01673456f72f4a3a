/**
 * The roles a guardian of a family has on the wallet site (the seed's parents have these):
 * what an accepted invitation gives the second guardian, so they can see and top up the
 * same children. Staff roles (PartnerSite, SupportTool, Meeting, Developer, ...) are never
 * given this way.
 */
export const GUARDIAN_ROLES: readonly string[] = [
  'Webshop',
  'FoodPlanner',
  'FoodPlannerV3',
  'ChangeAccountInformation',
  'DepositWithdraw',
  'Transactions',
  'ChangePicture',
];

/** Term-{name} roles decide which terms a guardian sees (spec section 6); they follow the inviter's. */
const TERM_ROLE = /^Term-/;

/** The roles the second guardian should have: the guardian roles and the inviter's term roles. */
export function guardianRolesFor(inviterRoles: readonly string[]): string[] {
  return [...new Set([...GUARDIAN_ROLES, ...inviterRoles.filter((role) => TERM_ROLE.test(role))])].sort();
}
