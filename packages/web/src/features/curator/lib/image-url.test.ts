import { describe, expect, it } from 'vitest';
import { proxiedImageUrl } from './image-url';

describe('proxiedImageUrl', () => {
  it("uses the spec's sizes for slots and providers", () => {
    const q = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
    expect(q(proxiedImageUrl('https://i/s.png', 'slot'))).toMatchObject({
      w: '360',
      h: '472',
      fit: 'min',
    });
    expect(q(proxiedImageUrl('https://i/p.png', 'provider'))).toMatchObject({
      w: '300',
      h: '100',
      fit: 'crop',
    });
  });
});
