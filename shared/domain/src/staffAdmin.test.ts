import { STAFF_ROLES, validateStaff } from './staffAdmin';

describe('a member of staff an administrator saves', () => {
  it('is valid with a name, an e-mail and known roles', () => {
    expect(validateStaff({ Name: 'Lone Kristensen', Email: 'lone@solbakke.dk', Roles: ['PartnerSite', 'CatalogueWebshop'] })).toEqual({});
    expect(validateStaff({ Name: 'Mødebestiller', Email: 'm@x.dk', Roles: ['Meeting'] })).toEqual({});
    expect(validateStaff({ Name: 'Uden roller', Email: 'u@x.dk', Roles: [] })).toEqual({});
  });

  it('names every wrong field', () => {
    expect(validateStaff({ Name: ' ', Email: 'not-an-email', Roles: ['SupportTool'] })).toEqual({
      Name: 'staff.errors.nameRequired',
      Email: 'staff.errors.email',
      Roles: 'staff.errors.unknownRole',
    });
    expect(validateStaff({ Name: 'A', Email: 'a@x.dk', Roles: ['PartnerSite', 'PartnerSite'] })).toEqual({ Roles: 'staff.errors.unknownRole' });
  });

  it('needs PartnerSite with a partner-site role, so the member can sign in where it is used', () => {
    expect(validateStaff({ Name: 'A', Email: 'a@x.dk', Roles: ['FinanceReports'] })).toEqual({ Roles: 'staff.errors.partnerSiteNeeded' });
  });

  it('never offers the help desk’s own role', () => {
    expect(STAFF_ROLES.map((definition) => definition.Role)).not.toContain('SupportTool');
  });
});
