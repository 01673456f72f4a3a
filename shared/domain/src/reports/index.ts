export * from './periods';
export * from './customers';
export * from './amounts';
export * from './print';
export * from './files';
export * from './labels';
export * from './split';
