import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kk/ui';
import { TransactionsApp } from './TransactionsApp';
import { registerTransactionsTexts } from './texts';

const lifecycles = createRemoteLifecycles({
  name: 'mfe_transactions',
  React,
  ReactDOMClient,
  origin: new URL(__webpack_public_path__, window.location.href).origin,
  Root: TransactionsApp,
  onBootstrap: registerTransactionsTexts,
});

export const { bootstrap, mount, unmount } = lifecycles;
