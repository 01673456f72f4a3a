import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kk/ui';
import { WebshopPage } from '../features/webshop/WebshopPage';
import { registerCartTexts } from './texts';

const lifecycles = createRemoteLifecycles({
  name: 'mfe_cart',
  React,
  ReactDOMClient,
  origin: new URL(__webpack_public_path__, window.location.href).origin,
  Root: WebshopPage,
  onBootstrap: registerCartTexts,
});

export const { bootstrap, mount, unmount } = lifecycles;
