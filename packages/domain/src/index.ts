export * from './access/index.js';
export * from './account.js';
export * from './errors/index.js';
export * from './password.js';
export * from './time.js';
export * from './money.js';
