import {
  NewsletterConsent,
  OnboardingProgress,
  UpdateNewsletterConsent,
  UpdateOnboardingProgress,
  UpdateWalletTermsRequest,
  UpdateWalletTermsResponse,
  WalletTermTypesResponse,
} from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import type { OnboardingService } from './service';
import type { WalletTermsService } from './terms';

const TAGS = ['Onboarding'];

export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService; terms: WalletTermsService }> = async (
  app,
  { onboarding, terms },
) => {
  app.get(
    '/api/Onboarding/Progress',
    documented({ tags: TAGS, summary: "The signed-in user's progress through the onboarding guide (step 0, not completed or skipped, before the first save), and whether required terms are still to accept (termsPending)", response: { 200: OnboardingProgress }, errors: [401] }),
    (request) => onboarding.progress(authOf(request)),
  );

  app.put(
    '/api/Onboarding/Progress',
    documented({
      tags: TAGS,
      summary: 'Saves the step as it loads, or finishes (isCompleted) or closes (isSkipped) the guide, which also sets OnboardingIsCompleted; refused with Deny-UseOnboarding, and finishing (409) while a required term is not accepted in its current version',
      body: UpdateOnboardingProgress, response: { 200: OnboardingProgress }, errors: [400, 401, 403, 409],
    }),
    (request) => onboarding.updateProgress(authOf(request), request.body),
  );

  app.get(
    '/api/WalletTerms/WalletTermTypes',
    documented({ tags: TAGS, summary: 'The term types the signed-in user has the role Term-{Name} for, with their current version, whether they are required and their brand document', response: { 200: WalletTermTypesResponse }, errors: [401] }),
    (request) => terms.termTypes(authOf(request)),
  );

  app.put(
    '/api/WalletTerms/UpdateWalletTerms/',
    documented({
      tags: TAGS,
      summary: "Records the answers to wallets' terms, all or none, each to the type's current version: wallets the caller manages, term types they have the role for; answers each wallet's terms",
      body: UpdateWalletTermsRequest, response: { 200: UpdateWalletTermsResponse }, errors: [400, 401, 403],
    }),
    (request) => terms.update(authOf(request), request.body),
  );

  app.get(
    '/api/Account/Newsletter',
    documented({ tags: TAGS, summary: "The signed-in user's newsletter consent and when it was last given or withdrawn", response: { 200: NewsletterConsent }, errors: [401] }),
    (request) => onboarding.newsletter(authOf(request)),
  );

  app.put(
    '/api/Account/Newsletter',
    documented({ tags: TAGS, summary: "Gives or withdraws the signed-in user's newsletter consent", body: UpdateNewsletterConsent, response: { 200: NewsletterConsent }, errors: [400, 401] }),
    (request) => onboarding.setNewsletter(authOf(request), request.body.Consent),
  );
};
