import { DEMO_FAMILIES } from '../../seed/demo-world';
import { DEMO_USERS } from '../../seed/demo-users';
import { GUARDIAN_ROLES, guardianRolesFor } from './guardian-roles';

describe('the roles an accepted invitation gives', () => {
  const guardians = [...new Set(Object.values(DEMO_FAMILIES).flatMap((family) => [...family.guardians]))];

  it.each(guardians)("are the seeded guardian %s's roles (term roles aside)", (key) => {
    const roles = DEMO_USERS[key].roles.filter((role) => !role.startsWith('Term-'));
    expect([...roles].sort()).toEqual([...GUARDIAN_ROLES].sort());
  });

  it("add the inviter's term roles and nothing of staff", () => {
    expect(guardianRolesFor(['PartnerSite', 'SupportTool', 'Developer', 'Term-Skolemad', 'Webshop'])).toEqual([...GUARDIAN_ROLES, 'Term-Skolemad'].sort());
  });
});
