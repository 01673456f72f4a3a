import type { Db } from '../db/db';
import { passesLuhn } from '@kk/card-sandbox/protocol';

/**
 * Every value in every text-like column of the database (text, varchar, char, json,
 * jsonb) that contains a run of 13 to 19 digits passing the Luhn check, i.e. something
 * that looks like a card number, standing on its own (not inside a longer hex or base64
 * value such as a token hash). The known test numbers are looked for anywhere.
 */
export async function cardNumbersInDatabase(db: Db, knownNumbers: readonly string[]): Promise<string[]> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await db.query<{ value: string }>(`SELECT "${column}"::text AS value FROM "${table}" WHERE "${column}" IS NOT NULL`);
    for (const { value } of rows) {
      const digitsOnly = value.replace(/[\s-]/g, '');
      const known = knownNumbers.filter((number) => digitsOnly.includes(number));
      // A run inside a longer hex or base64 string (a token hash) is not a card number.
      const luhnRuns = (value.match(/(?<![0-9A-Za-z])\d{13,19}(?![0-9A-Za-z])/g) ?? []).filter(passesLuhn);
      for (const found of [...known, ...luhnRuns]) hits.push(`${table}.${column}: ${found}`);
    }
  }
  return hits;
}
