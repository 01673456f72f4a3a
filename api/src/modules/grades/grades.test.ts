import { SpecialGradesResponse } from '@kk/contracts';
import type { DemoUserKey } from '../../seed/demo-users';
import { useApiHarness } from '../../test-support/app';
import { LedgerService } from '../ledger/service';
import { TenancyService } from '../tenancy/service';
import { GradesService } from './service';

const api = useApiHarness();

async function specialGrades(user: DemoUserKey): Promise<SpecialGradesResponse> {
  const response = await api.injectAs(user, { method: 'GET', url: '/api/SpecialGrade/' });
  expect(response.statusCode).toBe(200);
  return SpecialGradesResponse.parse(response.json());
}

const names = (lists: readonly { Name: string; Grades: readonly { Name: string }[] }[]) => lists.map((list) => [list.Name, list.Grades.map((grade) => grade.Name)]);

describe('GET /api/SpecialGrade/', () => {
  it("answers a guardian at Solbakke Skole the school's list, the system list and the employee grade '99. A'", async () => {
    const body = await specialGrades('parent');
    expect(body.CustomerLists).toEqual([
      {
        CustomerID: api.world.customers.solbakkeSkole,
        Name: 'Specialklasser',
        Grades: [
          { Name: '3. S', Number: 3, Letter: 'S', Level: 'Special' },
          { Name: '7. S', Number: 7, Letter: 'S', Level: 'Special' },
        ],
      },
    ]);
    expect(names(body.SystemLists)).toEqual([['Modtageklasser', ['1. M', '4. M']]]);
    expect(body.EmployeeGrade).toEqual({ Name: '99. A', Number: 99, Letter: 'A', Level: 'Employee' });
  });

  it("answers another school's guardian none of Solbakke Skole's lists, only the system list", async () => {
    const body = await specialGrades('kkpayParent');
    expect(body.CustomerLists).toEqual([]);
    expect(names(body.SystemLists)).toEqual([['Modtageklasser', ['1. M', '4. M']]]);
  });

  it("gives a municipality's list to its schools, answered for each of the caller's customers", async () => {
    const grades = new GradesService(api.db, new TenancyService(api.db, new LedgerService()));
    await grades.createList(api.db, { customerId: api.world.customers.solbakkeKommune, name: 'Kommunens hold', grades: ['10X', '-1. Y'] });
    const parent = await specialGrades('parent');
    expect(parent.CustomerLists.map((list) => [list.CustomerID, list.Name])).toEqual([
      [api.world.customers.solbakkeSkole, 'Specialklasser'],
      [api.world.customers.solbakkeSkole, 'Kommunens hold'],
    ]);
    expect(parent.CustomerLists[1]?.Grades.map((grade) => grade.Name)).toEqual(['10. X', '-1. Y']);
    // Partner staff of the municipality get its list, not the school's below it.
    const partner = await specialGrades('partner');
    expect(partner.CustomerLists.map((list) => [list.CustomerID, list.Name])).toEqual([[api.world.customers.solbakkeKommune, 'Kommunens hold']]);
    expect((await specialGrades('kkpayParent')).CustomerLists).toEqual([]);
  });

  it('keeps names that are no grade out of a list', async () => {
    const grades = new GradesService(api.db, new TenancyService(api.db, new LedgerService()));
    await expect(grades.createList(api.db, { customerId: null, name: 'Forkert', grades: ['S1'] })).rejects.toThrow(/not a grade name/);
    await expect(grades.createList(api.db, { customerId: null, name: 'Forkert', grades: ['13. A'] })).rejects.toThrow(/not a grade name/);
    await expect(api.db.query("INSERT INTO special_grades (list_id, position, number, letter) SELECT id, 9, 99, 'A' FROM special_grade_lists LIMIT 1")).rejects.toThrow();
  });
});
