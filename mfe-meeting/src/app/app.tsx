import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { createRemoteLifecycles } from '@kk/ui';
import { MeetingApp } from './MeetingApp';
import { registerMeetingTexts } from './texts';

const lifecycles = createRemoteLifecycles({
  name: 'mfe_meeting',
  React,
  ReactDOMClient,
  origin: new URL(__webpack_public_path__, window.location.href).origin,
  Root: MeetingApp,
  onBootstrap: registerMeetingTexts,
});

export const { bootstrap, mount, unmount } = lifecycles;
