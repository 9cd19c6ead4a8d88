import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanInput,
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { DISCOUNT_TYPE_LABELS, formatRupees, formatShopDateTime } from '@satchel/shared';
import { TYPE_CHOICES, type DiscountCode } from './discountCodeRules';

const FILTERS = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Code or description" />,
  <SelectInput key="type" source="type" label="Type" choices={TYPE_CHOICES} />,
  <BooleanInput key="active" source="active" label="Active" />,
];

/** "10% (at most ₹500.00)", "₹150.00 off", "Free delivery". */
export function discountText(code: DiscountCode): string {
  if (code.type === 'PERCENT')
    return `${code.percent}% off${code.maxDiscount ? ` (at most ${formatRupees(code.maxDiscount)})` : ''}`;
  if (code.type === 'FIXED') return `${formatRupees(code.amount ?? 0)} off`;
  return DISCOUNT_TYPE_LABELS.FREE_DELIVERY;
}

/** "3 / 100", or "3" without a limit. */
export const usesText = (code: DiscountCode) =>
  code.usageLimit ? `${code.used} / ${code.usageLimit}` : `${code.used}`;

function ActiveChip() {
  const code = useRecordContext<DiscountCode>();
  if (!code) return null;
  return <Chip size="small" color={code.active ? 'success' : 'default'} label={code.active ? 'Active' : 'Inactive'} />;
}

function NoCodes() {
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 2 }}>
      <Typography variant="h6" component="p">
        No discount codes yet.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Add one to run a sale: percent or rupees off, or free delivery.
      </Typography>
      <CreateButton label="Add code" variant="contained" />
    </Box>
  );
}

/** The shop's discount codes with their uses / limit and the discount given so far. On a phone, a list. */
export function DiscountCodeList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Discount codes"
      sort={{ field: 'id', order: 'DESC' }}
      filters={FILTERS}
      exporter={false}
      empty={<NoCodes />}
      actions={
        <TopToolbar>
          <CreateButton label="Add code" />
        </TopToolbar>
      }
    >
      {small ? (
        <SimpleList<DiscountCode>
          linkType="edit"
          primaryText={(code) => code.code}
          secondaryText={(code) => `${discountText(code)} · used ${usesText(code)}`}
          tertiaryText={(code) => (code.active ? 'Active' : 'Inactive')}
        />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable rowClick="edit" bulkActionButtons={false}>
            <DataTable.Col source="code" label="Code" />
            <DataTable.Col label="Discount" disableSort render={discountText} />
            <DataTable.Col source="used" label="Uses / limit" render={usesText} />
            <DataTable.Col
              source="discountGiven"
              label="Given so far"
              render={(code: DiscountCode) => formatRupees(code.discountGiven)}
            />
            <DataTable.Col
              source="endsAt"
              label="Ends"
              render={(code: DiscountCode) => (code.endsAt ? formatShopDateTime(code.endsAt) : '—')}
            />
            <DataTable.Col label="Status" disableSort>
              <ActiveChip />
            </DataTable.Col>
          </DataTable>
        </Box>
      )}
    </List>
  );
}
