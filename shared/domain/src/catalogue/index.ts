export * from './fields';
export * from './webshopProduct';
