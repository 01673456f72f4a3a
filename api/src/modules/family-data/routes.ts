import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { readerCulture } from '../../http/culture-header';
import { documented } from '../../http/documented';
import type { FamilyData } from './service';

export const FAMILY_DATA_PATHS = {
  dataExport: '/api/Account/DataExport',
  erase: '/api/Admin/Family/Erase/:userID',
  lookup: '/api/Admin/Family/Lookup',
} as const;

const ErasureResponse = z.object({
  ErasureID: z.string().uuid(),
  UserIDs: z.array(z.string().uuid()),
  WalletIDs: z.array(z.string().uuid()),
  Counts: z.record(z.string(), z.number().int()),
});

const LookupResponse = z.object({
  UserID: z.string().uuid(),
  Guardians: z.array(z.object({ UserID: z.string().uuid(), Name: z.string(), Email: z.string() })),
  Wallets: z.array(z.object({ WalletID: z.string().uuid(), Name: z.string(), Customer: z.string(), Balance: z.number(), ClosedOn: z.string().nullable() })),
  Open: z.record(z.string(), z.number().int()),
  HasStaff: z.boolean(),
});

/** The guardian's download of their family's data, and the support tool's erasure of a closed family. */
export const familyDataRoutes: FastifyPluginAsyncZod<{ familyData: FamilyData }> = async (app, { familyData }) => {
  app.get(
    FAMILY_DATA_PATHS.dataExport,
    documented({
      tags: ['Account'],
      summary:
        'Everything the platform holds about the signed-in user and the wallets they manage (wallet site): a ZIP of data.json and CSVs (account, wallets, transactions, orders, messages, consents, cards; CSV in the language header\'s separator)',
      response: { 200: z.any().describe('application/zip') },
      errors: [401, 403],
    }),
    async (request, reply) => {
      const result = await familyData.export(authOf(request), readerCulture(request.headers.language));
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${result.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(result.zip);
    },
  );

  app.get(
    FAMILY_DATA_PATHS.lookup,
    documented({
      tags: ['Admin'],
      summary:
        "The family the support tool would erase (role SupportTool), found by a guardian's e-mail or by one of its wallets: its guardians, wallets with balance (kroner) and closing date, what is still open (the erasure's 409 reasons with their counts) and whether a member is staff. 404 when no family is found",
      querystring: z.object({ email: z.string().trim().min(3).max(320).optional(), walletID: z.string().uuid().optional() }),
      response: { 200: LookupResponse },
      errors: [400, 401, 403, 404],
    }),
    (request) => familyData.lookup(authOf(request), { email: request.query.email, walletId: request.query.walletID }),
  );

  app.post(
    FAMILY_DATA_PATHS.erase,
    documented({
      tags: ['Admin'],
      summary:
        "Erases a closed family's personal data (support tool, role SupportTool): the guardian's groups, their guardians and wallets; names, e-mails, phone numbers, pictures, grades, school cards, card tokens and message texts removed or replaced, sessions ended; the ledger and every amount kept. 409 unless every wallet has balance 0 and nothing is open",
      params: z.object({ userID: z.string().uuid() }),
      response: { 200: ErasureResponse },
      errors: [400, 401, 403, 404, 409],
    }),
    (request) => familyData.erase(authOf(request), request.params.userID),
  );
};
