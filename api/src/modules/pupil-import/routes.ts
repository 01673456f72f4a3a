import { PUPIL_IMPORT_PATHS, PUPIL_IMPORT_ROLE, PupilImportCustomers, PupilImportRequest, PupilImportResponse } from '@kk/contracts';
import { PUPIL_IMPORT_MAX_FILE_BYTES } from '@kk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { requestLanguage } from '../notifications/language';
import type { PupilImportService } from './service';

const TAGS = ['Pupil import'];
const WHO = `partner site, role ${PUPIL_IMPORT_ROLE}, the caller's customers and those below them; another customer 404`;
/** A 10,000-row class list is below 1 MB; room for 20,000 long rows and the JSON around them. */
const IMPORT_BODY_LIMIT = PUPIL_IMPORT_MAX_FILE_BYTES + 2 * 1024 * 1024;

/** Pupils from a class list (issue 28). */
export const pupilImportRoutes: FastifyPluginAsyncZod<{ pupilImport: PupilImportService }> = async (app, { pupilImport }) => {
  app.get(
    PUPIL_IMPORT_PATHS.customers,
    documented({ tags: TAGS, summary: `The customers the caller may import pupils for (${WHO})`, response: { 200: PupilImportCustomers }, errors: [401, 403] }),
    (request) => pupilImport.customers(authOf(request)),
  );

  app.post(
    PUPIL_IMPORT_PATHS.import,
    {
      ...documented({
        tags: TAGS,
        summary:
          'A class list as CSV text (name, grade, school card, guardian e-mail; ";" or ",", UTF-8 with or without BOM, a Danish or English header): ' +
          'every row\'s outcome (new, unchanged, updated, error) and errors. Apply false changes nothing; Apply true creates the new pupils\' wallets, ' +
          'school cards and guardian invitations and updates changed grades in one transaction, or refuses with 409 and changes nothing when any row has an error ' +
          `(${WHO})`,
        body: PupilImportRequest,
        response: { 200: PupilImportResponse },
        errors: [400, 401, 403, 404, 409, 413],
      }),
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    (request) =>
      pupilImport.run(authOf(request), request.body, requestLanguage(request.headers.language)),
  );
};
