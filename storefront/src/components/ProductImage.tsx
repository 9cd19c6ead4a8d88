import type { components } from '@satchel/shared/web';
import { srcSetOf } from '../lib/images';
import './ProductImage.css';

type Image = Pick<components['schemas']['ImageDto'], 'url' | 'width' | 'height' | 'renditions'>;

/**
 * A catalogue picture: the WebP renditions in `srcset` (the original until they exist), lazy
 * below the fold, with its size reserved so the page does not jump while it loads.
 */
export function ProductImage({
  image,
  alt,
  sizes,
  eager = false,
  priority = false,
  className,
}: {
  image: Image | undefined;
  alt: string;
  /** How wide the image is drawn, e.g. '(min-width: 900px) 25vw, 50vw'. */
  sizes: string;
  eager?: boolean;
  /** The page's largest picture (its LCP): fetched before the others. */
  priority?: boolean;
  className?: string;
}) {
  if (!image) {
    return (
      <div className={`product-image product-image--missing ${className ?? ''}`} role="img" aria-label={alt}>
        <span aria-hidden="true">👜</span>
      </div>
    );
  }
  const srcSet = srcSetOf(image);
  return (
    <img
      className={`product-image ${className ?? ''}`}
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width || undefined}
      height={image.height || undefined}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}
