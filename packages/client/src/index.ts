export {
  createPitbossClient,
  isNetworkError,
  NewPasswordRequiredError,
  TRPCClientError,
  type ClientTuning,
  type PasswordSignIn,
  type PitbossClient,
  type PitbossClientOptions,
  type PitbossUser,
  type SessionSignIn,
  type TokenSignIn,
} from './client.js';
export type { PitbossInputs, PitbossOutputs, PitbossRouter } from './router.js';
