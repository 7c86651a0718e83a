export * from './api/types.js';
export { buildServer, startServer, type StikkServer } from './server.js';
export { resolveConfig, type ServerConfig, type ConfigInput } from './config.js';
export { webRoot } from './web.js';
