/**
 * A promo code's statistics with an access token from the casino's Cognito user pool (no
 * sign-in through Pitboss, no session): what a nightly report job does.
 *
 *   PITBOSS_URL=http://localhost:8080 PITBOSS_TOKEN=eyJ... node promo-code-stats.mjs VIP283
 */
import { createPitbossClient, TRPCClientError } from '@pitboss/client';

const code = process.argv[2];
if (!code) {
  console.error('Usage: node promo-code-stats.mjs <code>');
  process.exit(2);
}

try {
  const pitboss = await createPitbossClient({
    url: process.env.PITBOSS_URL ?? 'http://localhost:8080',
    accessToken: process.env.PITBOSS_TOKEN ?? '',
  });
  const promo = await pitboss.promoCodes.getByCode.query({ code });
  /** @type {import('@pitboss/client').PitbossOutputs['promoCodes']['stats']} */
  const stats = await pitboss.promoCodes.stats.query({ id: promo.id });
  console.log(JSON.stringify({ code: promo.code, stats }));
} catch (err) {
  console.error(err instanceof TRPCClientError ? `Pitboss said: ${err.message}` : err);
  process.exitCode = 1;
}
