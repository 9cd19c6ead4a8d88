import { Edit, ListButton, SimpleForm, TopToolbar, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import { formatRupees } from '@satchel/shared';
import { HistoryButton } from '../audit-log/HistoryButton';
import { useSaveFeedback } from '../lib/forms';
import { DiscountCodeFields } from './DiscountCodeFields';
import type { DiscountCode } from './discountCodeRules';

/** Its uses so far: counted by checkout, never edited. */
function Uses() {
  const code = useRecordContext<DiscountCode>();
  if (!code) return null;
  return (
    <Typography sx={{ mb: 2 }}>
      Used {code.used}
      {code.usageLimit ? ` of ${code.usageLimit}` : ''} times · {formatRupees(code.discountGiven)} given
    </Typography>
  );
}

/** A code's form; switching Active off deactivates it (carts holding it drop it). */
export function DiscountCodeEdit() {
  return (
    <Edit
      title="Edit discount code"
      mutationMode="pessimistic"
      mutationOptions={useSaveFeedback('discount-codes', 'Discount code saved.', 'Failed to save the discount code.')}
      actions={
        <TopToolbar>
          <ListButton />
          <HistoryButton entity="discount-code" />
        </TopToolbar>
      }
    >
      <SimpleForm>
        <Uses />
        <DiscountCodeFields />
      </SimpleForm>
    </Edit>
  );
}
