
export * from './deadlines';
export * from './availability';
export * from './sorting';
export * from './basket';
export * from './groups';
export * from './production';
