export * from './fields';
export * from './webshopProduct';
export * from './meeting';
export * from './foodPlanItem';
