import { CustomerSettingsResponse, LandingResponse, PageSettingsResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import type { TenancyService } from './service';

export const tenancyRoutes: FastifyPluginAsyncZod<{ tenancy: TenancyService }> = async (app, { tenancy }) => {
  app.get(
    '/api/customers/customerSettings',
    documented({ tags: ['Customers'], summary: "Feature-flag keys of the signed-in user's customers (checked by presence)", response: { 200: CustomerSettingsResponse }, errors: [401] }),
    (request) => tenancy.customerSettingsOfUser(authOf(request).userId),
  );

  app.get(
    '/api/customers/pageSettings',
    documented({ tags: ['Customers'], summary: "Page settings of the signed-in user's customers, with the user's own OnboardingIsCompleted over theirs", response: { 200: PageSettingsResponse }, errors: [401] }),
    (request) => tenancy.pageSettingsOfUser(authOf(request).userId),
  );

  app.get(
    '/api/Landing',
    documented({ tags: ['Customers'], summary: 'The sub-domains (page keys) a visitor may switch to', response: { 200: LandingResponse }, anonymous: true }),
    () => tenancy.landing(),
  );
};
