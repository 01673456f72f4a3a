export * from './calendar';
export * from './absence';
export * from './allergens';
export * from './subscriptions';
export * from './openPeriods';
export * from './weeks';
export * from './dishChanges';
export * from './production';
