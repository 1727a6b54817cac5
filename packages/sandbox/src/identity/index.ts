export { startCognitoLocal, cognitoLocalBin } from './cognito-local.js';
export type { CognitoLocalHandle, CognitoLocalOptions } from './cognito-local.js';
export { setupIdentity, cognitoClient, SEEDED_USERS, POOL_NAME, CLIENT_NAME } from './setup.js';
export type { IdentityInfo, SeededUser, SetupIdentityOptions } from './setup.js';
