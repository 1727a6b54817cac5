import { api } from '../../../lib/trpc';

/** The gateway's `promotions` router (ARCHITECTURE.md "The tRPC API"). */
export const promotionsApi = api.promotions;

export const PROMOTIONS_KEY = ['promotions'] as const;
