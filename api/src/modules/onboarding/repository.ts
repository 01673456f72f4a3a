import type { LatestTermAnswer, Progress, SavedProgress, TermType } from '../../core/onboarding';
import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';

interface ProgressRow {
  is_completed: boolean;
  is_skipped: boolean;
  current_step: number;
  updated_at: Date;
}

/** The user's saved progress, or null before the first save. */
export async function findProgress(q: Queryable, userId: string): Promise<Progress | null> {
  const { rows } = await q.query<ProgressRow>(
    'SELECT is_completed, is_skipped, current_step, updated_at FROM onboarding_progress WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  return row ? { isCompleted: row.is_completed, isSkipped: row.is_skipped, currentStep: row.current_step, lastUpdate: row.updated_at } : null;
}

/** Saves of one user's progress run one after the other (also the first, when there is no row to lock yet). */
export async function lockProgress(q: Queryable, userId: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtextextended('onboarding-progress:' || $1::text, 0))", [userId]);
}

export async function saveProgress(q: Queryable, userId: string, progress: SavedProgress): Promise<void> {
  await q.query(
    `INSERT INTO onboarding_progress (user_id, is_completed, is_skipped, current_step, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET is_completed = EXCLUDED.is_completed, is_skipped = EXCLUDED.is_skipped,
       current_step = EXCLUDED.current_step, updated_at = EXCLUDED.updated_at`,
    [userId, progress.isCompleted, progress.isSkipped, progress.currentStep, progress.lastUpdate],
  );
}

/** Every term type, by id. */
export async function termTypes(q: Queryable): Promise<TermType[]> {
  const { rows } = await q.query<TermType>('SELECT id, name, version, required, document FROM wallet_term_types ORDER BY id');
  return rows;
}

export async function insertTermType(q: Queryable, type: TermType): Promise<void> {
  await q.query('INSERT INTO wallet_term_types (id, name, version, required, document) VALUES ($1, $2, $3, $4, $5)', [
    type.id,
    type.name,
    type.version,
    type.required,
    type.document,
  ]);
}

export interface TermAnswer {
  walletId: string;
  termTypeId: number;
  accepted: boolean;
}

/**
 * Appends the answers, all with the same time, in the order given, each to its type's
 * current version, read here and not taken from the caller (migration 051 checks it too).
 */
export async function insertTermAnswers(q: Queryable, userId: string, answers: readonly TermAnswer[], at: Date): Promise<void> {
  if (answers.length === 0) return;
  await q.query(
    `INSERT INTO wallet_term_answers (wallet_id, term_type_id, user_id, accepted, answered_at, term_version)
     SELECT a.wallet_id, a.term_type_id, $4, a.accepted, $5, t.version
       FROM unnest($1::uuid[], $2::int[], $3::boolean[]) WITH ORDINALITY AS a (wallet_id, term_type_id, accepted, n)
       JOIN wallet_term_types t ON t.id = a.term_type_id
      ORDER BY a.n`,
    [answers.map((a) => a.walletId), answers.map((a) => a.termTypeId), answers.map((a) => a.accepted), userId, at],
  );
}

export interface TermSummaryRow {
  wallet_id: string;
  term_type_id: number;
  term_type_name: string;
  /** The first answer's time. */
  created_at: Date;
  /** The latest answer's time; null when there is only one. */
  updated_at: Date | null;
  /** The latest answer. */
  accepted: boolean;
  /** The version the latest answer was given to. */
  version: number;
}

/** Each wallet's terms of these types, summarised from their answers: one statement for all the wallets. */
export async function termSummaries(q: Queryable, walletIds: readonly string[], termTypeIds: readonly number[]): Promise<TermSummaryRow[]> {
  if (walletIds.length === 0 || termTypeIds.length === 0) return [];
  const { rows } = await q.query<TermSummaryRow>(
    `SELECT a.wallet_id, t.id AS term_type_id, t.name AS term_type_name,
            (array_agg(a.answered_at ORDER BY a.id))[1] AS created_at,
            CASE WHEN count(*) > 1 THEN (array_agg(a.answered_at ORDER BY a.id DESC))[1] END AS updated_at,
            (array_agg(a.accepted ORDER BY a.id DESC))[1] AS accepted,
            (array_agg(a.term_version ORDER BY a.id DESC))[1] AS version
       FROM wallet_term_answers a JOIN wallet_term_types t ON t.id = a.term_type_id
      WHERE a.wallet_id = ANY($1::uuid[]) AND a.term_type_id = ANY($2::int[])
      GROUP BY a.wallet_id, t.id, t.name
      ORDER BY a.wallet_id, t.id`,
    [[...walletIds], [...termTypeIds]],
  );
  return rows;
}

/** The latest answers of these wallets to these types, from the summaries. */
export function latestAnswers(summaries: readonly TermSummaryRow[]): LatestTermAnswer[] {
  return summaries.map((row) => ({ walletId: row.wallet_id, termTypeId: row.term_type_id, accepted: row.accepted, version: row.version }));
}

/** The wallets' names, for a refusal the user can read. */
export async function walletNames(q: Queryable, walletIds: readonly string[]): Promise<Map<string, string>> {
  if (walletIds.length === 0) return new Map();
  const { rows } = await q.query<{ id: string; name: string }>('SELECT id, name FROM wallets WHERE id = ANY($1::uuid[])', [[...walletIds]]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findNewsletterConsent(q: Queryable, userId: string): Promise<{ consent: boolean; updated_at: Date } | null> {
  return firstRowOrNull<{ consent: boolean; updated_at: Date }>(q, 'SELECT consent, updated_at FROM newsletter_consents WHERE user_id = $1', [userId]);
}

export async function saveNewsletterConsent(q: Queryable, userId: string, consent: boolean, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO newsletter_consents (user_id, consent, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET consent = EXCLUDED.consent, updated_at = EXCLUDED.updated_at`,
    [userId, consent, at],
  );
}
