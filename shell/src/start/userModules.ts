import type { ApplicationName, CustomerSettingsResponse, MeResponse, OnboardingProgress, PageSettingsResponse } from '@kk/contracts';
import { modulesFor, onboardingOpening, type ModulePlacement } from '@kk/domain';

/** What the shell knows of the user when it chooses their remotes. */
export interface UserFacts {
  application: ApplicationName;
  me: Pick<MeResponse, 'Roles'>;
  customerSettings: CustomerSettingsResponse;
  pageSettings: PageSettingsResponse;
  /** The guide's progress; undefined when it was not read (not the wallet site, or it failed). */
  progress: OnboardingProgress | undefined;
}

/**
 * The remotes this user gets, for the shell's registration and the first screen's
 * preloads alike: modulesFor, told whether the first-login guide (or its terms) can still open.
 */
export function userModules({ application, me, customerSettings, pageSettings, progress }: UserFacts): ModulePlacement[] {
  // Over: neither the guide nor, after it, the terms still to accept (issue 23) opens.
  const guideOver = progress !== undefined && onboardingOpening({ progress, settings: pageSettings, roles: me.Roles }) === null;
  return modulesFor({ application, customerSettings, roles: me.Roles, guideOver });
}
