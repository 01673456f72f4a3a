import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { defineRemote } from '@kk/ui';
import { OnboardingParcel } from './OnboardingParcel';
import { registerOnboardingTexts } from './texts';

// React, react-dom and the public path go in from here: they must be this remote's own (defineRemote).
export const { bootstrap, mount, unmount } = defineRemote(
  { name: 'mfe_onboarding', Root: OnboardingParcel, onBootstrap: registerOnboardingTexts },
  { React, ReactDOMClient, publicPath: __webpack_public_path__ },
);
