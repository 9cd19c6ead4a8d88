import type { components } from '@satchel/shared/web';
import { bySize } from '@satchel/shared';
import './SizeChips.css';

type Variant = components['schemas']['VariantDto'];

/**
 * The sizes of a product as toggle chips; sold-out sizes are shown but cannot be chosen. When the
 * product comes in several colours, each chip names its colour too.
 */
export function SizeChips({
  variants,
  selectedId,
  onSelect,
  label,
}: {
  variants: Variant[];
  selectedId: number | undefined;
  onSelect: (variant: Variant) => void;
  label: string;
}) {
  const colours = new Set(variants.map((variant) => variant.color.toLowerCase())).size;
  return (
    <div className="size-chips" role="group" aria-label={label}>
      {bySize(variants).map((variant) => (
        <button
          key={variant.id}
          type="button"
          className="size-chip"
          aria-pressed={variant.id === selectedId}
          disabled={variant.stock <= 0}
          title={variant.stock <= 0 ? 'Out of Stock' : `${variant.size}, ${variant.color}`}
          onClick={() => onSelect(variant)}
        >
          {colours > 1 && (
            <span
              className="size-chip__swatch"
              style={{ background: variant.colorHexCode ?? variant.color }}
              aria-hidden="true"
            />
          )}
          {colours > 1 ? `${variant.size} · ${variant.color}` : variant.size}
        </button>
      ))}
    </div>
  );
}
