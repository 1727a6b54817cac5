// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  choiceParam,
  flagParam,
  leavesList,
  pageParam,
  readListParams,
  textParam,
  useListParams,
  writeListParams,
} from './use-list-params';

const SPEC = {
  search: textParam('q'),
  sort: choiceParam('sort', ['default', 'title'] as const),
  archived: flagParam('archived'),
  page: pageParam(),
};

afterEach(cleanup);

/** The hook in a router opened at `url`, with the location it leads to. */
function open(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [values, set] = useListParams(SPEC);
      return { values, set, location: useLocation(), how: useNavigationType() };
    },
    { wrapper },
  );
}

describe('useListParams', () => {
  it('reads the URL, with the defaults for what is absent or nonsense', () => {
    const { result } = open('/x?q=%20fox%20&sort=bogus&page=-3&archived=1');
    expect(result.current.values).toEqual({
      search: 'fox',
      sort: 'default',
      archived: true,
      page: 1,
    });
  });

  it('writes a change, leaves defaults out of the URL, and goes back to page 1', () => {
    const { result } = open('/x?page=4&other=keep');
    act(() => result.current.set({ sort: 'title' }));
    expect(result.current.values).toEqual({
      search: '',
      sort: 'title',
      archived: false,
      page: 1,
    });
    // another list's parameter on the same page stays
    expect(result.current.location.search).toBe('?other=keep&sort=title');
  });

  it('keeps the filters when only the page changes', () => {
    const { result } = open('/x?q=fox');
    act(() => result.current.set({ page: 3 }));
    expect(result.current.values).toMatchObject({ search: 'fox', page: 3 });
    expect(new URLSearchParams(result.current.location.search).get('page')).toBe('3');
  });

  it('a change with replace does not add a history entry', () => {
    const { result } = open('/x');
    act(() => result.current.set({ search: 'a' }, { replace: true }));
    expect(result.current.how).toBe('REPLACE');
    act(() => result.current.set({ search: 'ab' }));
    expect(result.current.how).toBe('PUSH');
  });

  it('reads back whatever it writes', () => {
    fc.assert(
      fc.property(
        fc.record({
          search: fc.string().map((s) => s.trim()),
          sort: fc.constantFrom('default' as const, 'title' as const),
          archived: fc.boolean(),
          page: fc.integer({ min: 1, max: 10_000 }),
        }),
        (values) => {
          const written = writeListParams(SPEC, new URLSearchParams('other=1'), values);
          expect(readListParams(SPEC, written)).toEqual(values);
          expect(written.get('other')).toBe('1');
        },
      ),
    );
  });
});

describe('leavesList', () => {
  const at = (pathname: string, search: string) =>
    ({ pathname, search, hash: '', state: null, key: 'k' }) as const;
  const leaves = leavesList(SPEC);

  it("is true for another page or a change of the list's own parameters", () => {
    expect(leaves(at('/curator', ''), at('/tables', ''))).toBe(true);
    expect(leaves(at('/curator', '?q=a'), at('/curator', '?q=b'))).toBe(true);
    expect(leaves(at('/curator', ''), at('/curator', '?page=2'))).toBe(true);
  });

  it("is false when only another list's parameters change", () => {
    expect(leaves(at('/curator', '?q=a'), at('/curator', '?q=a&ppage=2'))).toBe(false);
  });
});
