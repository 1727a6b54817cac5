import { authRouter } from '../domains/auth/router.js';
import { auditRouter } from '../domains/audit/router.js';
import { catalogueRouter } from '../domains/catalogue/router.js';
import { changeRequestsRouter } from '../domains/change-requests/router.js';
import { groupsRouter } from '../domains/groups/router.js';
import { promoCodesRouter } from '../domains/promo-codes/router.js';
import { promotionsRouter } from '../domains/promotions/router.js';
import { publishesRouter } from '../domains/publishes/router.js';
import { providersRouter } from '../domains/providers/router.js';
import { slotsRouter } from '../domains/slots/router.js';
import { systemRouter } from '../domains/system/router.js';
import { tablesRouter } from '../domains/tables/router.js';
import { themesRouter } from '../domains/themes/router.js';
import { router } from './trpc.js';

/** The public tRPC API: one router per domain, names `domain.action` (see README). */
export const appRouter = router({
  auth: authRouter,
  system: systemRouter,
  groups: groupsRouter,
  providers: providersRouter,
  slots: slotsRouter,
  catalogue: catalogueRouter,
  promotions: promotionsRouter,
  promoCodes: promoCodesRouter,
  tables: tablesRouter,
  themes: themesRouter,
  audit: auditRouter,
  publishes: publishesRouter,
  changeRequests: changeRequestsRouter,
});

export type AppRouter = typeof appRouter;
