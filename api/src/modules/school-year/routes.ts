import { LeaverChoice, LeaverChoiceRequest, SCHOOL_YEAR_PATHS, SchoolYearLeaver, SchoolYearPreviewRow, SchoolYearRollover } from '@kk/contracts';
import { oreToKroner } from '@kk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../core/errors';
import { authOf, type AuthContext } from '../../http/auth-context';
import { documented } from '../../http/documented';
import type { LeaverChoiceService } from './leaver-choice';
import type { RolloverResult, SchoolYearService } from './service';

const TAGS = ['School year'];
const WHO = 'support tool, role SupportTool';

/** The support tool's calls answer only there. */
function supportOnly(auth: AuthContext): AuthContext {
  if (auth.application !== 'support' || !auth.roles.includes('SupportTool')) throw forbidden('This is the support tool’s call');
  return auth;
}

const LastGrade = z.number().int().min(-1).max(12);
const Rollover = SchoolYearRollover;
const resultOf = (result: Record<string, unknown> | null): SchoolYearRollover['Result'] => {
  if (result === null) return null;
  const done = result as unknown as RolloverResult;
  return {
    Moved: done.moved,
    Leavers: done.leavers,
    Stayed: done.stayed,
    MovedToSibling: oreToKroner(done.movedToSiblingOre),
    PaybackToCard: oreToKroner(done.paybackToCardOre ?? 0),
    Left: oreToKroner(done.leftOre),
  };
};
const toRollover = (row: Awaited<ReturnType<SchoolYearService['list']>>[number]): SchoolYearRollover => ({
  ID: row.id,
  CustomerID: row.customer_id,
  RunOn: row.run_on,
  LastGrade: row.last_grade,
  Status: row.status,
  CreatedAt: row.created_at.toISOString(),
  DoneAt: row.done_at?.toISOString() ?? null,
  Result: resultOf(row.result),
});

/** A new school year (issue 28): the support tool's schedule per customer. */
export const schoolYearRoutes: FastifyPluginAsyncZod<{ schoolYear: SchoolYearService; leaverChoice: LeaverChoiceService }> = async (app, { schoolYear, leaverChoice }) => {
  app.post(
    SCHOOL_YEAR_PATHS.preview,
    documented({
      tags: TAGS,
      summary: `What a new school year would do to a customer's open wallets now: each wallet's grade, next grade or leaver, and balance in kroner (${WHO})`,
      body: z.object({ CustomerID: z.string().uuid(), LastGrade }),
      response: {
        200: z.array(SchoolYearPreviewRow),
      },
      errors: [400, 401, 403],
    }),
    async (request) => {
      supportOnly(authOf(request));
      const preview = await schoolYear.preview(request.body.CustomerID, request.body.LastGrade);
      return preview.map(({ wallet, outcome }) => ({
        WalletID: wallet.id,
        Name: wallet.name,
        Grade: wallet.grade?.Name ?? null,
        Outcome: outcome.kind,
        NextGrade: outcome.kind === 'moves' ? outcome.grade.Name : null,
        Balance: oreToKroner(wallet.balanceOre),
        HasPrimaryCard: wallet.hasPrimaryCard,
        SiblingWalletID: wallet.siblingWalletId,
      }));
    },
  );

  app.post(
    SCHOOL_YEAR_PATHS.schedule,
    documented({
      tags: TAGS,
      summary: `Schedules a new school year for a customer from a date (YYYY-MM-DD, Copenhagen) with its last grade; one scheduled per customer, another answers 409 (${WHO})`,
      body: z.object({ CustomerID: z.string().uuid(), RunOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), LastGrade }),
      response: { 200: Rollover },
      errors: [400, 401, 403, 409],
    }),
    async (request) => {
      const auth = supportOnly(authOf(request));
      return toRollover(await schoolYear.schedule(request.body.CustomerID, request.body.RunOn, request.body.LastGrade, auth.userId));
    },
  );

  app.get(
    SCHOOL_YEAR_PATHS.list,
    documented({
      tags: TAGS,
      summary: `The school years scheduled, run and cancelled, newest date first, of one customer or all (${WHO})`,
      querystring: z.object({ customerID: z.string().uuid().optional() }),
      response: { 200: z.array(Rollover) },
      errors: [400, 401, 403],
    }),
    async (request) => {
      supportOnly(authOf(request));
      return (await schoolYear.list(request.query.customerID ?? null)).map(toRollover);
    },
  );

  app.post(
    '/api/Admin/SchoolYear/Cancel/:id',
    documented({
      tags: TAGS,
      summary: `Cancels a scheduled school year; one already run or cancelled answers 404 (${WHO})`,
      params: z.object({ id: z.string().uuid() }),
      response: { 204: z.null() },
      errors: [400, 401, 403, 404],
    }),
    async (request, reply) => {
      const auth = supportOnly(authOf(request));
      await schoolYear.cancel(request.params.id, auth.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/Admin/SchoolYear/Leavers/:id',
    documented({
      tags: TAGS,
      summary: `A run school year's leavers: each one's balance in kroner and where it went (a sibling's wallet, the guardian's primary card with the pay-back's status and the provider's reason when refused, or left on the closed wallet) (${WHO})`,
      params: z.object({ id: z.string().uuid() }),
      response: { 200: z.array(SchoolYearLeaver) },
      errors: [400, 401, 403],
    }),
    async (request) => {
      supportOnly(authOf(request));
      return (await schoolYear.leavers(request.params.id)).map((row) => ({
        WalletID: row.walletId,
        Name: row.name,
        GradeBefore: row.gradeBefore,
        Balance: oreToKroner(row.balanceOre),
        Payback: row.payback,
        PaybackStatus: row.paybackStatus,
        PaybackFailure: row.paybackFailure,
        SiblingWalletID: row.siblingWalletId,
      }));
    },
  );

  app.get(
    SCHOOL_YEAR_PATHS.leaverChoice,
    documented({
      tags: TAGS,
      summary: "Whether a wallet leaves at its school's scheduled new school year (LeavesOn), the family's wallets its balance may go to, and the choice made; its guardians and holder only",
      querystring: z.object({ walletID: z.string().uuid() }),
      response: { 200: LeaverChoice },
      errors: [400, 401, 403],
    }),
    async (request) => leaverChoice.read(authOf(request), request.query.walletID),
  );

  app.put(
    SCHOOL_YEAR_PATHS.leaverChoice,
    documented({
      tags: TAGS,
      summary: "Chooses where a leaver's balance goes at the new school year: a sibling's wallet (SiblingWalletID) or none (back to the primary card, else it stays on the closed wallet); a guardian with DepositWithdraw, before the date",
      body: LeaverChoiceRequest,
      response: { 200: LeaverChoice },
      errors: [400, 401, 403],
    }),
    async (request) => leaverChoice.choose(authOf(request), request.body),
  );
};
