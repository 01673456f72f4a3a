import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { defineRemote } from '@kk/ui';
import { WalletApp } from './WalletApp';
import { registerHomeTexts } from './texts';

// React, react-dom and the public path go in from here: they must be this remote's own (defineRemote).
export const { bootstrap, mount, unmount } = defineRemote(
  { name: 'mfe_wallet', Root: WalletApp, onBootstrap: registerHomeTexts },
  { React, ReactDOMClient, publicPath: __webpack_public_path__ },
);
