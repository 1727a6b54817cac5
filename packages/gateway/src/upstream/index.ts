// The admin-API client: the only module that knows an upstream path.
export { UpstreamClient, upstreamPath, UNREACHABLE_MESSAGE } from './client.js';
export { UpstreamError } from './errors.js';
