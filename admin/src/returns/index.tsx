import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Loaded when first shown, not with the back office.
const ReturnList = lazy(() => import('./ReturnList').then((m) => ({ default: m.ReturnList })));
const ReturnShow = lazy(() => import('./ReturnShow').then((m) => ({ default: m.ReturnShow })));

/** Returns and refunds (docs/product.md §19): staff with `orders`. Steps are taken on a return's page. */
export const returnResource: ResourceProps = {
  name: 'returns',
  icon: AssignmentReturnIcon,
  options: { label: 'Returns' },
  list: ReturnList,
  show: ReturnShow,
};
