/** React-query keys of the tables section. */
export const tableKeys = {
  all: ['tables'] as const,
  list: (page: number) => ['tables', 'list', page] as const,
};

export const themeKeys = {
  all: ['themes'] as const,
  list: ['themes', 'list'] as const,
};
