// The web apps' side of the shared package: the API's types and client, and the stored session.
export * from './api-client';
export type { components, operations, paths } from './schema';
export * from './session-storage';
