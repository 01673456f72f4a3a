import { AddCardQuery, AddCardRequest, BlockCardRequest, NfcCard, RemoveCardQuery, SchoolCardState } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { noContent, noContentAfter } from '../../http/no-content';
import type { NfcService } from './service';

const UUID = z.string().uuid();

export const nfcRoutes: FastifyPluginAsyncZod<{ nfc: NfcService }> = async (app, { nfc }) => {
  app.post(
    '/api/NFC/AddCard',
    documented({ tags: ['NFC'], summary: 'Registers a school card on a wallet (the walletid header, as the spec\'s API layer sends it, or the walletID query)', querystring: AddCardQuery, body: AddCardRequest, response: { 200: NfcCard }, errors: [400, 401, 403, 409] }),
    (request) => {
      const fromHeader = UUID.safeParse(request.headers.walletid);
      const walletId = request.query.walletID ?? request.query.WalletID ?? (fromHeader.success ? fromHeader.data : undefined);
      return nfc.addCard(authOf(request), walletId, request.body.CardDisplayNumber);
    },
  );

  app.delete(
    '/api/NFC/RemoveCard',
    documented({ tags: ['NFC'], summary: 'Removes a school card from its wallet', querystring: RemoveCardQuery, response: noContent('Removed'), errors: [400, 401, 403] }),
    async (request, reply) => noContentAfter(nfc.removeCard(authOf(request), request.query.cardDisplayNumber), reply),
  );

  for (const [path, blocked, summary] of [
    ['/api/NFC/BlockCard', true, 'Blocks a lost school card: the canteen terminal refuses it from now on'],
    ['/api/NFC/UnblockCard', false, 'Lifts the block of a school card that was found again'],
  ] as const) {
    app.post(
      path,
      documented({ tags: ['NFC'], summary, body: BlockCardRequest, response: { 200: SchoolCardState }, errors: [400, 401, 403] }),
      (request) => nfc.setBlocked(authOf(request), request.body.CardDisplayNumber, blocked),
    );
  }
};
