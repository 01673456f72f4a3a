import { parseGrade } from '@kk/domain';
import type { Queryable } from '../db/db';
import type { GradesService } from '../modules/grades/service';
import type { DemoUserKey } from './demo-users';
import type { DemoCustomerKey, DemoWalletKey } from './demo-world';

/** The users' own mobile numbers (10 digits: country code 45 and 8 digits). */
export const DEMO_USER_MOBILE_NUMBERS: Readonly<Partial<Record<DemoUserKey, string>>> = {
  parent: '4522334455',
  kkpayParent: '4531456702',
  locked: '4570112206',
};

/** Grades as the account page shows them; Dev Eloper's own wallet has the employee grade. */
export const DEMO_GRADES: Readonly<Partial<Record<DemoWalletKey, string>>> = {
  emma: '5. A',
  oliver: '2. B',
  freja: '4. C',
  dev: '99. A',
};

/** Wallet e-mails: Emma has one; Oliver has none (Solbakke Skole requires it, so the page asks for it). */
export const DEMO_WALLET_EMAILS: Readonly<Partial<Record<DemoWalletKey, string>>> = {
  emma: 'emma.jensen@demo.dk',
};

/** Ida Lund's own wallet (the locked account's): its mobile number. */
const IDA_MOBILE = '4570112206';

/** Special grade lists: Solbakke Skole's (its page setting ShowSpecialGradeSelect shows them) and a system-wide one. */
export const DEMO_SPECIAL_GRADE_LISTS: readonly { customer: DemoCustomerKey | null; name: string; grades: readonly string[] }[] = [
  { customer: 'solbakkeSkole', name: 'Specialklasser', grades: ['3. S', '7. S'] },
  { customer: null, name: 'Modtageklasser', grades: ['1. M', '4. M'] },
];

interface Ids {
  customers: Record<DemoCustomerKey, string>;
  users: Record<DemoUserKey, string>;
  wallets: Record<DemoWalletKey, string>;
}

/** Account information (issue 14): mobile numbers, grades, a wallet e-mail and the special grade lists. */
export async function seedDemoAccountInformation(tx: Queryable, ids: Ids, grades: GradesService): Promise<void> {
  for (const [key, mobile] of Object.entries(DEMO_USER_MOBILE_NUMBERS)) {
    await tx.query('UPDATE users SET mobile_number = $2 WHERE id = $1', [ids.users[key as DemoUserKey], mobile]);
  }
  for (const [key, name] of Object.entries(DEMO_GRADES)) {
    const grade = parseGrade(name);
    if (grade === null) throw new Error(`The demo grade '${name}' is not a grade`);
    await tx.query('UPDATE wallets SET grade_number = $2, grade_letter = $3, grade_level = $4 WHERE id = $1', [
      ids.wallets[key as DemoWalletKey],
      grade.Number,
      grade.Letter,
      grade.Level,
    ]);
  }
  for (const [key, email] of Object.entries(DEMO_WALLET_EMAILS)) {
    await tx.query('UPDATE wallets SET email = $2 WHERE id = $1', [ids.wallets[key as DemoWalletKey], email]);
  }
  await tx.query('UPDATE wallets SET mobile_number = $2 WHERE id = $1', [ids.wallets.idaLund, IDA_MOBILE]);
  for (const list of DEMO_SPECIAL_GRADE_LISTS) {
    await grades.createList(tx, { customerId: list.customer === null ? null : ids.customers[list.customer], name: list.name, grades: list.grades });
  }
}
