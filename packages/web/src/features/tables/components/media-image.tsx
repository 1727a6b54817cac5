import { useState } from 'react';
import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import styles from './media-image.module.css';

/** A thumbnail that degrades to a neutral tile when the media host has nothing for it. */
export function MediaImage({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className={clsx(styles.fallback, className)} role="img" aria-label={alt}>
        <ImageOff size={22} aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={clsx(styles.image, className)}
      onError={() => setFailed(true)}
    />
  );
}
