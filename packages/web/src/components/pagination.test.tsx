// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOutOfRangeMessage } from '@pitboss/contracts';
import { Pagination } from './pagination';

afterEach(cleanup);

function renderPager(page: number, totalPages: number) {
  const onPageChange = vi.fn();
  render(
    <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} label="Pages" />,
  );
  return { onPageChange, nav: screen.getByRole('navigation', { name: 'Pages' }) };
}

describe('Pagination', () => {
  it('keeps its window of 5 page buttons and adds first, last and "Page X of Y"', () => {
    const { nav, onPageChange } = renderPager(40, 94);
    const pageButtons = within(nav).getAllByRole('button', { name: /^Page \d+$/ });
    expect(pageButtons.map((b) => b.textContent)).toEqual(['38', '39', '40', '41', '42']);
    expect(within(nav).getByText('Page 40 of 94')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'First page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(94);
    fireEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(41);
  });

  it('goes to a typed page, and refuses one outside the pages, saying why', () => {
    const { nav, onPageChange } = renderPager(1, 94);
    const input = within(nav).getByRole('spinbutton', { name: 'Go to page' });
    fireEvent.change(input, { target: { value: '95' } });
    fireEvent.click(within(nav).getByRole('button', { name: 'Go' }));
    expect(onPageChange).not.toHaveBeenCalled();
    expect(within(nav).getByRole('alert').textContent).toBe(pageOutOfRangeMessage(94));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '57' } });
    fireEvent.submit(input);
    expect(onPageChange).toHaveBeenCalledWith(57);
    expect(within(nav).queryByRole('alert')).toBeNull();
  });

  it('at the edges, first and previous (or next and last) are off', () => {
    const { nav } = renderPager(94, 94);
    expect(within(nav).getByRole('button', { name: 'Last page' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(nav).getByRole('button', { name: 'First page' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('a few pages need no "Go to page"; one page is just button 1; none, nothing', () => {
    const { nav } = renderPager(1, 3);
    expect(within(nav).queryByRole('spinbutton')).toBeNull();
    expect(within(nav).getByText('Page 1 of 3')).toBeTruthy();
    cleanup();
    const one = renderPager(1, 1);
    expect(
      within(one.nav)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Page 1', 'Next page']);
    cleanup();
    render(<Pagination page={1} totalPages={0} onPageChange={() => undefined} label="Pages" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
