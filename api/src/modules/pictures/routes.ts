import { BlobParams, ImagePayload, PictureQuery, PictureResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/errors';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { noContent, noContentAfter } from '../../http/no-content';
import { errorResponses } from '../../http/error-responses';
import type { PictureService } from './service';

/** A 10 MB picture as base64 (4/3 larger) with room for the JSON around it. */
const UPLOAD_BODY_LIMIT = 14 * 1024 * 1024;
const TAGS = ['Pictures'];

export const pictureRoutes: FastifyPluginAsyncZod<{ pictures: PictureService }> = async (app, { pictures }) => {
  app.post(
    '/api/Picture/ChangePicture',
    {
      ...documented({ tags: TAGS, summary: "Sets a wallet's picture (role ChangePicture): JPEG, PNG or WebP, at most 10 MB", querystring: PictureQuery, body: ImagePayload, response: { 200: PictureResponse }, errors: [400, 401, 403, 413] }),
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    (request) => pictures.change(authOf(request), request.query.walletID, request.body),
  );

  app.delete(
    '/api/Picture/RemovePicture',
    documented({ tags: TAGS, summary: "Removes a wallet's picture (role ChangePicture)", querystring: PictureQuery, response: noContent('Removed'), errors: [400, 401, 403] }),
    async (request, reply) => noContentAfter(pictures.remove(authOf(request), request.query.walletID), reply),
  );

  // Images are plain <img> addresses, which send no bearer token: the address itself is
  // the credential (a random id, replaced on every change), as the spec's /blob paths are.
  app.get(
    '/blob/wallet-pictures/:pictureId',
    {
      config: { anonymous: true },
      schema: { tags: TAGS, summary: 'A wallet picture by its address', params: BlobParams, response: { 200: z.any().describe('The image (image/jpeg, image/png or image/webp)'), ...errorResponses(400, 404) } },
    },
    async (request, reply) => {
      const picture = await pictures.picture(request.params.pictureId);
      if (picture === null) throw new AppError(404, 'Not found', 'No such picture');
      return reply
        .type(picture.contentType)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .send(picture.bytes);
    },
  );
};
