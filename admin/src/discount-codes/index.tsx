import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Loaded when first shown, not with the back office.
const DiscountCodeList = lazy(() => import('./DiscountCodeList').then((m) => ({ default: m.DiscountCodeList })));
const DiscountCodeCreate = lazy(() => import('./DiscountCodeCreate').then((m) => ({ default: m.DiscountCodeCreate })));
const DiscountCodeEdit = lazy(() => import('./DiscountCodeEdit').then((m) => ({ default: m.DiscountCodeEdit })));

/** Discount codes (docs/product.md §18): staff with `promotions`. */
export const discountCodeResource: ResourceProps = {
  name: 'discount-codes',
  icon: LocalOfferIcon,
  options: { label: 'Discount codes' },
  list: DiscountCodeList,
  create: DiscountCodeCreate,
  edit: DiscountCodeEdit,
};
