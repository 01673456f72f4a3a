import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../core/errors';
import { authOf, type AuthContext } from '../../http/auth-context';
import { documented } from '../../http/documented';
import type { SchoolYearService } from './service';

const TAGS = ['School year'];
const WHO = 'support tool, role SupportTool';

/** The support tool's calls answer only there. */
function supportOnly(auth: AuthContext): AuthContext {
  if (auth.application !== 'support' || !auth.roles.includes('SupportTool')) throw forbidden('This is the support tool’s call');
  return auth;
}

const LastGrade = z.number().int().min(-1).max(12);
const Rollover = z.object({
  ID: z.string(),
  CustomerID: z.string(),
  RunOn: z.string(),
  LastGrade: z.number().int(),
  Status: z.enum(['scheduled', 'done', 'cancelled']),
  CreatedAt: z.string(),
  DoneAt: z.string().nullable(),
  Result: z.record(z.string(), z.unknown()).nullable(),
});
const toRollover = (row: Awaited<ReturnType<SchoolYearService['list']>>[number]): z.infer<typeof Rollover> => ({
  ID: row.id,
  CustomerID: row.customer_id,
  RunOn: row.run_on,
  LastGrade: row.last_grade,
  Status: row.status,
  CreatedAt: row.created_at.toISOString(),
  DoneAt: row.done_at?.toISOString() ?? null,
  Result: row.result,
});

/** A new school year (issue 28): the support tool's schedule per customer. */
export const schoolYearRoutes: FastifyPluginAsyncZod<{ schoolYear: SchoolYearService }> = async (app, { schoolYear }) => {
  app.post(
    '/api/Admin/SchoolYear/Preview',
    documented({
      tags: TAGS,
      summary: `What a new school year would do to a customer's open wallets now: each wallet's grade, next grade or leaver, and balance in øre (${WHO})`,
      body: z.object({ CustomerID: z.string().uuid(), LastGrade }),
      response: {
        200: z.array(
          z.object({ WalletID: z.string(), Name: z.string(), Grade: z.string().nullable(), Outcome: z.enum(['moves', 'leaver', 'stays']), NextGrade: z.string().nullable(), BalanceOre: z.number().int(), HasPrimaryCard: z.boolean(), SiblingWalletID: z.string().nullable() }),
        ),
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
        BalanceOre: wallet.balanceOre,
        HasPrimaryCard: wallet.hasPrimaryCard,
        SiblingWalletID: wallet.siblingWalletId,
      }));
    },
  );

  app.post(
    '/api/Admin/SchoolYear/Schedule',
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
    '/api/Admin/SchoolYear/List',
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
};
