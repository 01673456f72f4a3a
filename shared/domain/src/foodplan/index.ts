export * from './calendar';
export * from './allergens';
export * from './subscriptions';
export * from './openPeriods';
export * from './weeks';
export * from './dishChanges';
export * from './production';
