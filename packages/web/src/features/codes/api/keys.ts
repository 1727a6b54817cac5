export const promoCodeKeys = {
  all: ['promoCodes'] as const,
  list: (page: number) => ['promoCodes', 'list', page] as const,
  one: (id: string) => ['promoCodes', 'one', id] as const,
  stats: (id: string) => ['promoCodes', 'stats', id] as const,
};
