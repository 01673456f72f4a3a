export * from './calendar';
export * from './allergens';
export * from './subscriptions';
