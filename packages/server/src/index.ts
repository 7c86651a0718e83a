export * from './api/types.js';
