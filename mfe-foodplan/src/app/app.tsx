import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kk/ui';
import { FoodPlanApp } from './FoodPlanApp';
import { registerFoodPlanTexts } from './texts';

const lifecycles = createRemoteLifecycles({
  name: 'mfe_foodplan',
  React,
  ReactDOMClient,
  origin: new URL(__webpack_public_path__, window.location.href).origin,
  Root: FoodPlanApp,
  onBootstrap: registerFoodPlanTexts,
});

export const { bootstrap, mount, unmount } = lifecycles;
