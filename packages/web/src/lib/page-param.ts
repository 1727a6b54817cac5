/** The list page a URL asks for (`?page=`): a whole number from 1, else 1. */
export function pageParam(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
