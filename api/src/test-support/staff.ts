import { randomUUID } from 'node:crypto';
import { APPLICATION_HEADER, type LoginResponse } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { DEMO_PASSWORD } from '../seed/demo-users';

/**
 * A partner-site user of another tenant (staff of `customerId`), signed in to the partner
 * site, with the demo password (the hash is copied from partner@demo.dk).
 */
export async function otherTenantPartner(app: FastifyInstance, q: Queryable, customerId: string, roles: readonly string[] = ['PartnerSite', 'HelpDesk', 'CustomerSupport', 'ViewDetailTransactionInfo', 'TransactionRefund']): Promise<string> {
  const email = `partner.${customerId.slice(0, 8)}.${randomUUID().slice(0, 8)}@demo.dk`;
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO users (email, name, password_hash) SELECT $1, 'Other Partner', password_hash FROM users WHERE email = 'partner@demo.dk' RETURNING id`,
    [email],
  );
  const userId = rows[0]?.id as string;
  for (const role of roles) await q.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2)', [userId, role]);
  await q.query('INSERT INTO customer_memberships (user_id, customer_id) VALUES ($1, $2)', [userId, customerId]);
  const response = await app.inject({ method: 'POST', url: '/api/Account/Login', headers: { [APPLICATION_HEADER]: 'partner' }, payload: { Email: email, Password: DEMO_PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`Login failed: ${response.body}`);
  return response.json<LoginResponse>().AccessToken;
}

/** The ledger's invariants, checked in SQL on either engine (pnpm ledger:verify checks the same on PostgreSQL). */
export async function ledgerProblems(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ problem: string }>(
    `SELECT 'unbalanced ' || transaction_id AS problem FROM ledger_postings GROUP BY transaction_id HAVING sum(amount_ore) <> 0
     UNION ALL
     SELECT 'wallet ' || a.wallet_id || ' balance differs from its postings' FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, sum(amount_ore) AS total FROM ledger_postings GROUP BY account_id) p ON p.account_id = a.id
      WHERE a.kind = 'wallet' AND a.balance_ore <> coalesce(p.total, 0)
     UNION ALL
     SELECT 'wallet ' || a.wallet_id || ' held differs from its open holds' FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, sum(amount_ore) AS total FROM ledger_holds WHERE status = 'open' GROUP BY account_id) h ON h.account_id = a.id
      WHERE a.held_ore <> coalesce(h.total, 0)`,
  );
  return rows.map((row) => row.problem);
}
