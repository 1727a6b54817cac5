import { PROMOTIONS } from '@pitboss/contracts';
import {
  choiceParam,
  pageParam,
  readListParams,
  textParam,
  useListParams,
} from '../../../lib/use-list-params';

/** The promotions list's filter, search and page in the query string. */
const PROMOTION_PARAMS = {
  filter: choiceParam('filter', PROMOTIONS.filterOptions),
  search: textParam('search'),
  page: pageParam(),
};

export const readPromotionParams = (params: URLSearchParams) =>
  readListParams(PROMOTION_PARAMS, params);

/** The list's filter, search and page from the URL, and a setter (a new filter: page 1). */
export const usePromotionParams = () => useListParams(PROMOTION_PARAMS);
