export * from './fields';
export * from './webshopProduct';
export * from './foodPlanItem';
