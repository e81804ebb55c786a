export * from './admin.js';
export * from './auth.js';
export * from './common.js';
