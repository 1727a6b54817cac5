export * from './identity/index.js';
