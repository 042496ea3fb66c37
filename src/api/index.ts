export { createApiClient, createApiContext, type ApiClient, type ApiConfig } from './client';
export { NO_RESPONSE, type ApiError, type CallOptions, type Result } from './http';
