import { Box, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  TextInput,
  maxValue,
  minValue,
  required,
} from 'react-admin';
import {
  DISCOUNT_MESSAGES,
  instantOfShopDateTime,
  MAX_DISCOUNT_CODE_LENGTH,
  MAX_DISCOUNT_DESCRIPTION_LENGTH,
  shopDateTimeInput,
} from '@satchel/shared';
import { codeProblem, TYPE_CHOICES } from './discountCodeRules';

const codeRule = (value: unknown) => codeProblem(value);
const NOT_A_TIME = 'Enter a date and time with a four-digit year';
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/**
 * The field shows and takes the shop's time (India's), whatever the browser's clock says, as
 * every date in the back office does: it holds an instant, shown as India's wall-clock time
 * (DateTimeInput formats again what it formatted, so a wall-clock value stays as it is).
 */
const inShopTime = (value: string | null | undefined) =>
  !value ? '' : WALL_CLOCK.test(value) ? value : shopDateTimeInput(value);
/**
 * The wall-clock time typed, read as India's and sent as an instant; null when cleared. What is
 * not a time (a five-digit year) stays as typed, for `aTime` to refuse.
 */
const fromShopTime = (value: string) => {
  if (!value) return null;
  const at = instantOfShopDateTime(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
};
const aTime = (value: unknown) =>
  typeof value === 'string' && value && Number.isNaN(new Date(value).getTime()) ? NOT_A_TIME : undefined;

/** A date and time of the code's, in India's time. */
function ShopTimeInput(props: { source: string; label: string; helperText: string }) {
  return <DateTimeInput {...props} format={inShopTime} parse={fromShopTime} validate={aTime} />;
}

/** The form of a discount code: what it gives, when, to whom and on what. */
export function DiscountCodeFields() {
  return (
    <>
      <TextInput
        source="code"
        label="Code"
        validate={[required(), codeRule]}
        helperText="3–32 letters, digits, - or _; customers may type it in any case"
        slotProps={{ htmlInput: { maxLength: MAX_DISCOUNT_CODE_LENGTH, style: { textTransform: 'uppercase' } } }}
      />
      <SelectInput source="type" label="Type" choices={TYPE_CHOICES} validate={required()} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.type === 'PERCENT' ? (
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <NumberInput
                source="percent"
                label="Percent off"
                validate={[required(DISCOUNT_MESSAGES.percentRequired), minValue(0.01), maxValue(100)]}
              />
              <NumberInput source="maxDiscount" label="At most (₹)" helperText="Empty: no cap" />
            </Box>
          ) : formData.type === 'FIXED' ? (
            <NumberInput
              source="amount"
              label="Amount off (₹)"
              validate={[required(DISCOUNT_MESSAGES.amountRequired), minValue(0.01)]}
            />
          ) : null
        }
      </FormDataConsumer>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Conditions
      </Typography>
      <NumberInput source="minOrderValue" label="Minimum order value (₹)" helperText="Empty: any order" />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <ShopTimeInput source="startsAt" label="Starts" helperText="India time (IST)" />
        <ShopTimeInput
          source="endsAt"
          label="Ends"
          helperText="India time (IST); the first moment it no longer works"
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <NumberInput source="usageLimit" label="Uses in all" helperText="Empty: no limit" min={1} />
        <NumberInput source="perCustomerLimit" label="Uses per customer" helperText="Empty: no limit" min={1} />
      </Box>
      <BooleanInput source="firstOrderOnly" label="First order only" />
      <ReferenceArrayInput source="categoryIds" reference="category">
        <AutocompleteArrayInput label="Only these categories (and their sub-categories)" optionText="name" />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="productIds" reference="product">
        <AutocompleteArrayInput
          label="Only these products"
          optionText="name"
          helperText="No categories and no products: every product"
        />
      </ReferenceArrayInput>
      <BooleanInput source="active" label="Active" />
      <TextInput
        source="description"
        label="Description (for staff)"
        multiline
        slotProps={{ htmlInput: { maxLength: MAX_DISCOUNT_DESCRIPTION_LENGTH } }}
      />
    </>
  );
}
