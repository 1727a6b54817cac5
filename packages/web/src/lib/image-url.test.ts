import { describe, expect, it } from 'vitest';
import { proxiedImage } from './image-url';

describe('proxiedImage', () => {
  it('asks the gateway proxy for the upstream image at the size given, the address encoded', () => {
    const url = proxiedImage('https://cdn.example/a b.png?x=1&y=2', {
      w: 480,
      h: 240,
      fit: 'crop',
    });
    const parsed = new URL(url, 'http://pitboss.test');
    expect(parsed.pathname).toBe('/api/images');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      src: 'https://cdn.example/a b.png?x=1&y=2',
      w: '480',
      h: '240',
      fit: 'crop',
    });
  });

  it('shows a local preview as it is', () => {
    expect(proxiedImage('blob:http://pitboss.test/1', { w: 1, h: 1, fit: 'crop' })).toBe(
      'blob:http://pitboss.test/1',
    );
    expect(proxiedImage('data:image/png;base64,AA==', { w: 1, h: 1, fit: 'crop' })).toBe(
      'data:image/png;base64,AA==',
    );
  });
});
