import { OnboardingProgress } from '@kk/contracts';
import type { InjectOptions } from 'fastify';
import type { DemoUserKey } from '../seed/demo-users';
import type { ApiHarness } from './app';

/** The calls the onboarding guide's tests make, each as a demo user signed in to the harness's app. */
export function onboardingCalls(api: Pick<ApiHarness, 'injectAs'>) {
  const call = (user: DemoUserKey, method: InjectOptions['method'], url: string, payload?: unknown) =>
    api.injectAs(user, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const progressOf = async (user: DemoUserKey) => OnboardingProgress.parse((await call(user, 'GET', '/api/Onboarding/Progress')).json());
  const saveProgress = (user: DemoUserKey, body: Record<string, unknown>) => call(user, 'PUT', '/api/Onboarding/Progress', body);
  return { call, progressOf, saveProgress };
}
