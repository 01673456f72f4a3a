import type { Queryable } from '../../db/db';

export async function pingDatabase(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ ok: number }>('SELECT 1 AS ok');
  return rows[0]?.ok === 1;
}
