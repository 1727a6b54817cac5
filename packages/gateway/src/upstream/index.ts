// The admin-API client: the only module that knows an upstream path.
export {
  UpstreamClient,
  upstreamPath,
  id,
  UNREACHABLE_MESSAGE,
  type BoundUpstream,
  type UpstreamRequest,
  type UpstreamStats,
} from './client.js';
export { UpstreamError, type UpstreamFailure } from './errors.js';
export { adminApi, type AdminApi, type UploadBody, type Ack } from './api.js';
export { UNEXPECTED_ANSWER } from './parse.js';
export { ADMIN_API_PATHS } from './paths.js';
