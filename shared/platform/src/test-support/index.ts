// Only tests import this entry (lint refuses it in production code).
export * from './fakeApi';
export * from './fakeAxios';
export * from './paymentTransaction';
export * from './wallets';
export * from './clock';
export * from './textFiles';
