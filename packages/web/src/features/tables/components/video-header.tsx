import { useMemo, useState } from 'react';
import type { Table, Theme } from '@pitboss/contracts';
import { mediaUrl } from '../lib/media';
import styles from './video-header.module.css';

interface Featured {
  kind: 'Table' | 'Theme';
  name: string;
  slug: string;
}

/**
 * The header of the tables page: a random table or theme, its background video by
 * slug with the landscape image as poster. A missing video (the sandbox answers a PNG poster)
 * leaves the poster on screen, and a failing poster leaves a gradient.
 */
export function VideoHeader({ tables, themes }: { tables: Table[]; themes: Theme[] }) {
  const [seed] = useState(() => Math.random());
  const featured = useMemo<Featured | null>(() => {
    const all: Featured[] = [
      ...tables.map((t) => ({ kind: 'Table' as const, name: t.name, slug: t.slug })),
      ...themes.map((t) => ({ kind: 'Theme' as const, name: t.name, slug: t.slug })),
    ].filter((f) => f.slug);
    if (all.length === 0) return null;
    return all[Math.floor(seed * all.length)] ?? null;
  }, [tables, themes, seed]);
  const [videoFailed, setVideoFailed] = useState<string | null>(null);

  const poster = featured
    ? mediaUrl(featured.slug, 'landscape', { w: 1280, h: 360, fit: 'cover' })
    : undefined;
  return (
    <section className={styles.header} aria-label="Featured table or theme">
      {featured && videoFailed !== featured.slug && (
        <video
          key={featured.slug}
          className={styles.media}
          src={mediaUrl(featured.slug, 'background')}
          poster={poster}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          aria-hidden="true"
          onError={() => setVideoFailed(featured.slug)}
        />
      )}
      {featured && videoFailed === featured.slug && (
        <img className={styles.media} src={poster} alt="" aria-hidden="true" />
      )}
      <div className={styles.scrim} />
      <div className={styles.caption}>
        <p className={styles.kicker}>
          {featured ? `Featured ${featured.kind.toLowerCase()}` : 'Tables'}
        </p>
        <p className={styles.name}>{featured ? featured.name : 'Casino tables and themes'}</p>
      </div>
    </section>
  );
}
