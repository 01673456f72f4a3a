import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { defineRemote } from '@kk/ui';
import { CartParcel } from '../features/cart/CartParcel';
import { registerCartButtonTexts } from './parcelTexts';

// React, react-dom and the public path go in from here: they must be this remote's own (defineRemote).
export const { bootstrap, mount, unmount } = defineRemote(
  { name: 'mfe_cart', Root: CartParcel, onBootstrap: registerCartButtonTexts },
  { React, ReactDOMClient, publicPath: __webpack_public_path__ },
);
