import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { CARRIERS, DELIVERY_MESSAGES, MAX_CARRIER_LENGTH, TRACKING_NUMBER } from '@satchel/shared';
import type { Order } from './orderStatus';

export interface Shipment {
  carrier?: string;
  trackingNumber?: string;
}

/** Asked when an order is marked Shipped: who carries it and its AWB, both optional. */
export function ShipDialog({
  order,
  onShip,
  onClose,
}: {
  order: Order;
  onShip: (shipment: Shipment) => void;
  onClose: () => void;
}) {
  const [carrier, setCarrier] = useState(order.tracking?.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(order.tracking?.trackingNumber ?? '');
  const awbProblem =
    trackingNumber.trim() && !TRACKING_NUMBER.test(trackingNumber.trim())
      ? DELIVERY_MESSAGES.trackingNumberFormat
      : null;
  const carrierProblem = carrier.trim().length > MAX_CARRIER_LENGTH ? DELIVERY_MESSAGES.carrierTooLong : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (awbProblem || carrierProblem) return;
    onShip({
      ...(carrier.trim() ? { carrier: carrier.trim() } : {}),
      ...(trackingNumber.trim() ? { trackingNumber: trackingNumber.trim() } : {}),
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`ship-${order.id}`} onClick={(event) => event.stopPropagation()}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`ship-${order.id}`}>Ship order #{order.id}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 380 } }}>
            <Autocomplete
              freeSolo
              options={CARRIERS.map((option) => option.name)}
              inputValue={carrier}
              onInputChange={(_, value) => setCarrier(value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Carrier"
                  error={Boolean(carrierProblem)}
                  helperText={carrierProblem ?? 'Pick one for a tracking link, or type another'}
                />
              )}
            />
            <TextField
              label="Tracking number (AWB)"
              value={trackingNumber}
              onChange={(event) => setTrackingNumber(event.target.value)}
              error={Boolean(awbProblem)}
              helperText={awbProblem ?? 'Optional'}
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Mark as shipped
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
