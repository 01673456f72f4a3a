import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kk/ui';
import { WalletApp } from './WalletApp';
import { registerHomeTexts } from './texts';

const lifecycles = createRemoteLifecycles({
  name: 'mfe_wallet',
  React,
  ReactDOMClient,
  origin: new URL(__webpack_public_path__, window.location.href).origin,
  Root: WalletApp,
  onBootstrap: registerHomeTexts,
});

export const { bootstrap, mount, unmount } = lifecycles;
