import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kk/ui';
import { OnboardingParcel } from './OnboardingParcel';
import { registerOnboardingTexts } from './texts';

const lifecycles = createRemoteLifecycles({
  name: 'mfe_onboarding',
  React,
  ReactDOMClient,
  origin: new URL(__webpack_public_path__, window.location.href).origin,
  Root: OnboardingParcel,
  onBootstrap: registerOnboardingTexts,
});

export const { bootstrap, mount, unmount } = lifecycles;
