import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { defineRemote } from '@kk/ui';
import { CartApp } from './CartApp';
import { registerCartTexts } from './texts';

// React, react-dom and the public path go in from here: they must be this remote's own (defineRemote).
export const { bootstrap, mount, unmount } = defineRemote(
  { name: 'mfe_cart', Root: CartApp, onBootstrap: registerCartTexts },
  { React, ReactDOMClient, publicPath: __webpack_public_path__ },
);
