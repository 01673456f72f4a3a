import { lazy } from 'react';
import { OnboardingGuide, type GuideSlots } from '../features/guide/OnboardingGuide';

/**
 * What the guide shows but other features own: step 6 is the access feature's manager,
 * a chunk of its own loaded when the step is first shown.
 */
export const guideSlots: GuideSlots = {
  AccessStep: lazy(() => import('../features/access/AccessManager').then((m) => ({ default: m.AccessManager }))),
};

/** The parcel on every page of the wallet site: the first-login guide, which opens on the home page only. */
export function OnboardingParcel() {
  return <OnboardingGuide slots={guideSlots} />;
}
