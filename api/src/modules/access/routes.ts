import {
  AcceptInvitationRequest,
  AcceptInvitationResponse,
  AddUserRequest,
  AddUserResponse,
  APPLICATION_HEADER,
  GetMyAccessesResponse,
  GetUsersResponse,
  InvitationInfo,
  InvitationQuery,
  LoginResponse,
  RegisterRequest,
  RemoveAccessRequest,
  RemoveUserRequest,
} from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseApplication } from '../../core/application-access';
import { badRequest } from '../../core/errors';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { noContent, noContentAfter } from '../../http/no-content';
import { requestLanguage } from '../notifications/language';
import type { AccessService } from './service';

const TAGS = ['Shared access'];

export const accessRoutes: FastifyPluginAsyncZod<{ access: AccessService }> = async (app, { access }) => {
  app.get(
    '/api/AllowAccess/GetUsers',
    documented({ tags: TAGS, summary: "The caller's open invitations, newest first: Email, Token (the invitation's public id, not its secret), CreatedDate, ExpiresDate", response: { 200: GetUsersResponse }, errors: [401] }),
    (request) => access.openInvitations(authOf(request)),
  );

  app.get(
    '/api/AllowAccess/GetMyAccesses',
    documented({ tags: TAGS, summary: "The accesses the caller gave (Direction Given: the other guardian's Name and Email) or received (Received: the inviter's), newest first", response: { 200: GetMyAccessesResponse }, errors: [401] }),
    (request) => access.accesses(authOf(request)),
  );

  app.post(
    '/api/AllowAccess/AddUser',
    documented({
      tags: TAGS,
      summary:
        'Invites an e-mail to share the caller\'s children (a guardian only): an e-mail in the language header\'s language with a single-use link ' +
        'to /AllowAccess/Accept on the caller\'s site, valid 7 days. 409 "User already exists" when the e-mail is in the list (nothing is sent)',
      body: AddUserRequest, response: { 200: AddUserResponse }, errors: [400, 401, 403, 409],
    }),
    (request) =>
      access.addUser(authOf(request), request.body.email, {
        origin: `${request.protocol}://${request.host}`,
        language: requestLanguage(request.headers.language),
      }),
  );

  app.post(
    '/api/AllowAccess/RemoveUser',
    documented({ tags: TAGS, summary: "Withdraws one of the caller's open invitations (its Token); its link stops working", body: RemoveUserRequest, response: noContent('Withdrawn'), errors: [400, 401, 404] }),
    async (request, reply) => noContentAfter(access.removeUser(authOf(request), request.body.token), reply),
  );

  app.post(
    '/api/AllowAccess/RemoveAccess',
    documented({ tags: TAGS, summary: 'Ends an access the caller gave or received: exactly what accepting it gave (guardianship of the groups, roles) is taken back', body: RemoveAccessRequest, response: noContent('Removed'), errors: [400, 401, 404] }),
    async (request, reply) => noContentAfter(access.removeAccess(authOf(request), request.body.accessID), reply),
  );

  app.get(
    '/api/AllowAccess/Invitation',
    documented({
      tags: TAGS,
      summary:
        "The acceptance page's invitation (the link's secret is the credential): the inviter's name, the invited e-mail, the children's first names, " +
        'whether the e-mail has an account. 404 Invitation not found; 410 Invitation expired, used or withdrawn',
      querystring: InvitationQuery, response: { 200: InvitationInfo }, errors: [400, 404, 410], anonymous: true,
    }),
    (request) => access.invitation(request.query.token),
  );

  app.post(
    '/api/AllowAccess/AcceptInvitation',
    documented({
      tags: TAGS,
      summary:
        "Signed in as the invited e-mail: becomes guardian of the inviter's children (one transaction), the invitation is used. " +
        '403 another e-mail; 404 unknown; 410 expired, used or withdrawn',
      body: AcceptInvitationRequest, response: { 200: AcceptInvitationResponse }, errors: [400, 401, 403, 404, 409, 410],
    }),
    (request) => access.accept(authOf(request), request.body.token),
  );

  app.post(
    '/api/Account/Register',
    documented({
      tags: ['Account'],
      summary:
        'A new account for the invited e-mail (Name, Password, the invitation\'s Token): accepts the invitation and signs in, answered like the login. ' +
        'Limited like the login; 409 User already exists when the e-mail has an account',
      headers: z.looseObject({ [APPLICATION_HEADER]: z.string().optional() }), body: RegisterRequest, response: { 200: LoginResponse }, errors: [400, 403, 404, 409, 410, 429], anonymous: true,
    }),
    (request) => {
      const application = parseApplication(request.headers[APPLICATION_HEADER]);
      if (application === null) throw badRequest(`${APPLICATION_HEADER} must be wallet, partner or support`);
      return access.register({ name: request.body.Name, password: request.body.Password, secret: request.body.Token, application, ip: request.ip });
    },
  );
};
