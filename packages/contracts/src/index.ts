export * from './admin.js';
export * from './auth.js';
export * from './common.js';
export * from './notices.js';
export * from './org.js';
