import { Link } from '@mui/material';
import type { Order } from './orderStatus';

/** 'Delhivery · AWB DL123', the AWB linking to the carrier's tracking page when it has one. */
export function ShipmentTracking({ tracking }: { tracking: Order['tracking'] }) {
  if (!tracking) return null;
  const number = tracking.trackingNumber ? `AWB ${tracking.trackingNumber}` : null;
  return (
    <>
      {tracking.carrier}
      {tracking.carrier && number && ' · '}
      {number && tracking.url ? (
        <Link href={tracking.url} target="_blank" rel="noopener noreferrer">
          {number}
        </Link>
      ) : (
        number
      )}
    </>
  );
}
