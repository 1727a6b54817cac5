// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

const DELAY = 300;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBox(value = '') {
  const onSearch = vi.fn();
  const view = render(
    <SearchBox label="Search tables" value={value} onSearch={onSearch} delayMs={DELAY} />,
  );
  const box = screen.getByRole('searchbox', { name: 'Search tables' });
  return { onSearch, box, view };
}

describe('SearchBox', () => {
  it('searches the trimmed text once typing has paused, not on every key', () => {
    const { onSearch, box } = renderBox();
    fireEvent.change(box, { target: { value: 'rou' } });
    fireEvent.change(box, { target: { value: ' roulette ' } });
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Searching' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('roulette');
  });

  it('searches at once on Enter, and clears on Escape or the clear button', () => {
    const { onSearch, box } = renderBox('old');
    fireEvent.change(box, { target: { value: 'new' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('new');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect((box as HTMLInputElement).value).toBe('');
    fireEvent.change(box, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('emptying the box searches at once', () => {
    const { onSearch, box } = renderBox('old');
    fireEvent.change(box, { target: { value: '' } });
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('shows the search in force when it changes elsewhere (Back, a link)', () => {
    const { box, view, onSearch } = renderBox('first');
    expect((box as HTMLInputElement).value).toBe('first');
    view.rerender(
      <SearchBox label="Search tables" value="second" onSearch={onSearch} delayMs={DELAY} />,
    );
    expect((box as HTMLInputElement).value).toBe('second');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
