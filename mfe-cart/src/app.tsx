import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kk/ui';
import { WebshopApp } from './WebshopApp';
import { registerCartTexts } from './translations';

const lifecycles = createRemoteLifecycles({
  name: 'mfe_cart',
  React,
  ReactDOMClient,
  origin: new URL(__webpack_public_path__, window.location.href).origin,
  Root: WebshopApp,
  onBootstrap: registerCartTexts,
});

export const { bootstrap, mount, unmount } = lifecycles;
