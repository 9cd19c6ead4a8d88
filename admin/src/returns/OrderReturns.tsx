import { Typography } from '@mui/material';
import { Link, useCreatePath, useGetList } from 'react-admin';
import { formatRupees, RETURN_STATUS_LABELS } from '@satchel/shared';
import { itemsText, refundText, type Return } from './returnRules';

/** An order's returns, in its details (read when the details open, not per row of the list). */
export function OrderReturns({ orderId }: { orderId: number }) {
  const createPath = useCreatePath();
  const { data } = useGetList<Return>('returns', {
    filter: { orderId },
    sort: { field: 'id', order: 'ASC' },
    pagination: { page: 1, perPage: 50 },
  });
  if (!data?.length) return null;
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Returns
      </Typography>
      {data.map((entity) => (
        <Typography key={entity.id} variant="body2">
          <Link to={createPath({ resource: 'returns', id: entity.id, type: 'show' })}>Return #{entity.id}</Link> ·{' '}
          {RETURN_STATUS_LABELS[entity.status]} · {itemsText(entity)} ·{' '}
          {entity.refund ? `refunded ${refundText(entity)}` : `refundable ${formatRupees(entity.refundable)}`}
        </Typography>
      ))}
    </>
  );
}
