import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kk/ui';
import { OnboardingGuide } from './OnboardingGuide';
import { registerOnboardingTexts } from './translations';

const lifecycles = createRemoteLifecycles({
  name: 'mfe_onboarding',
  React,
  ReactDOMClient,
  origin: new URL(__webpack_public_path__, window.location.href).origin,
  Root: OnboardingGuide,
  onBootstrap: registerOnboardingTexts,
});

export const { bootstrap, mount, unmount } = lifecycles;
