export * from './headers';
export * from './account';
export * from './errors';
export * from './tenancy';
export * from './wallet';
export * from './remotes';
export * from './events';
export * from './system';
