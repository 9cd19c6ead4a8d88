import { Create, SimpleForm } from 'react-admin';
import { useSaveFeedback } from '../lib/forms';
import { DiscountCodeFields } from './DiscountCodeFields';
import { NEW_CODE } from './discountCodeRules';

export function DiscountCodeCreate() {
  return (
    <Create
      title="Add discount code"
      redirect="list"
      mutationOptions={useSaveFeedback('discount-codes', 'Discount code saved.', 'Failed to save the discount code.')}
    >
      <SimpleForm defaultValues={NEW_CODE}>
        <DiscountCodeFields />
      </SimpleForm>
    </Create>
  );
}
