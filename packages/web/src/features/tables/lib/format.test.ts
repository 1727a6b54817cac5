import { describe, expect, it } from 'vitest';
import { formatBytes, formatStake, themeLabel, themeNamesOf } from './format';
import { mediaUrl } from './media';

describe('formatBytes', () => {
  it('reads like a person would', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(70)).toBe('70 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatBytes(-1)).toBe('0 B');
  });
});

describe('formatStake', () => {
  it('keeps up to two decimals', () => {
    expect(formatStake(50.5)).toBe('50.5');
    expect(formatStake(1000)).toBe('1,000');
  });
});

describe('mediaUrl', () => {
  it('goes through the gateway proxy by slug', () => {
    expect(mediaUrl('emerald-felt', 'background')).toBe(
      '/api/images/themes/emerald-felt/background',
    );
    expect(mediaUrl('vip_classic', 'thumbnail', { w: 480, h: 270, fit: 'cover' })).toBe(
      '/api/images/themes/vip_classic/thumbnail?w=480&h=270&fit=cover',
    );
  });
});

describe('themeLabel', () => {
  const names = themeNamesOf(
    [{ slug: 'emerald-felt', name: 'Emerald Felt' }],
    [
      { slug: 'vip-gold', name: 'VIP Gold' },
      { slug: 'emerald-felt', name: 'ignored: the first list named it' },
    ],
  );
  it('names a theme any loaded list knows (the first 100 or a search)', () => {
    expect(themeLabel('emerald-felt', names)).toBe('Emerald Felt');
    expect(themeLabel('vip-gold', names)).toBe('VIP Gold');
  });
  it('says the slug of a theme no loaded list holds, and a dash when there is none', () => {
    expect(themeLabel('past-the-first-100', names)).toBe('past-the-first-100');
    expect(themeLabel('', names)).toBe('—');
    expect(themeLabel('  ', new Map())).toBe('—');
  });
});
