import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kk/ui';
import { CartParcel } from '../features/cart/CartParcel';
import { registerCartButtonTexts } from './parcelTexts';

const lifecycles = createRemoteLifecycles({
  name: 'mfe_cart',
  React,
  ReactDOMClient,
  origin: new URL(__webpack_public_path__, window.location.href).origin,
  Root: CartParcel,
  onBootstrap: registerCartButtonTexts,
});

export const { bootstrap, mount, unmount } = lifecycles;
