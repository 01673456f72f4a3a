// Only tests import this entry (lint refuses it in production code).
export * from './renderInPage';
