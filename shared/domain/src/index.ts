export * from './pageKeys';
export * from './money';
export * from './modules';
export * from './culture';
export * from './session';
