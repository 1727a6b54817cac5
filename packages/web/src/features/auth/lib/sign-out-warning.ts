/**
 * Where a sign-out's warning (the identity service kept the refresh token: the spec's OAuth
 * logout text) waits for the sign-in screen that the reload after sign-out brings. Its own
 * module, so the sign-in screen's small bundle does not take the signed-in app's code with it.
 */
export const SIGN_OUT_WARNING_KEY = 'pitboss.sign-out-warning';
