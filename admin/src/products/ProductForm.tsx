import { lazy, Suspense } from 'react';
import { MAX_GST_RATE, PRODUCT_MESSAGES, UNKNOWN_COLOUR_HEX } from '@satchel/shared';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import { Box, Button, InputAdornment, Skeleton } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  BooleanInput,
  Create,
  Edit,
  ListButton,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  TopToolbar,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
} from 'react-admin';
import { HistoryButton } from '../audit-log/HistoryButton';
import { filledIn, useSaveFeedback } from '../lib/forms';
import { emptyAsNull, validGstRate, validHsn } from '../lib/gst';
import { PicturesInput } from '../upload/PicturesInput';
import { UploadProgress } from '../upload/UploadProgress';
import { CategoryCascade } from './CategoryCascade';
import type { VariantRecord } from './productFormData';
import {
  colorProblem,
  discountWithinOriginal,
  FIRST_VARIANT,
  isCopiedColour,
  nextVariant,
  originalCoversDiscount,
  pickerValue,
  productImagesProblem,
  swatch,
  variantsProblem,
} from './productRules';

// The editor (tiptap) loads when a form first shows it, not with the list behind it.
const HtmlInput = lazy(() => import('../lib/HtmlInput'));

const requiredName = filledIn(PRODUCT_MESSAGES.nameRequired);
const requiredSize = filledIn(PRODUCT_MESSAGES.sizeRequired);
const wholeStock = (value: unknown) =>
  Number.isInteger(Number(value)) && Number(value) >= 0 ? undefined : PRODUCT_MESSAGES.stockFormat;

/** docs/product.md §5: a new variant copies the previous one's colour, with stock 0. */
function AddVariantButton() {
  const { add } = useSimpleFormIterator();
  const variants = useWatch<{ variants?: VariantRecord[] }>({ name: 'variants' }) as VariantRecord[] | undefined;
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add(nextVariant(variants))}>
      Add variant
    </Button>
  );
}

/**
 * The first variant's colour is typed; a variant added after it carries the copied colour, read-only
 * (docs/product.md §5). Stored variants keep an editable colour.
 */
function ColorInput() {
  const { index } = useSimpleFormIteratorItem();
  const variant = useWatch({ name: `variants.${index}` }) as VariantRecord | undefined;
  const { setValue } = useFormContext();
  const shown = swatch(variant?.color, variant?.colorHexCode);
  return (
    <TextInput
      source="color"
      label="Colour"
      validate={colorProblem}
      readOnly={isCopiedColour(index, variant)}
      // A renamed colour no longer matches its stored swatch; a typed hex is its own swatch.
      onChange={() => setValue(`variants.${index}.colorHexCode`, null)}
      helperText="A name or a hex code such as #7b3f00"
      // Raised even while empty: lowered, the label sat over the swatch at the start of the field.
      InputLabelProps={{ shrink: true }}
      InputProps={{
        startAdornment: (
          // The swatch the variant will have; picking another shade sets it (docs/product.md §5). In an
          // adornment, a filled field sets it below its raised label.
          <InputAdornment position="start">
            <Box
              component="input"
              type="color"
              aria-label={`Swatch of ${variant?.color?.trim() || 'this colour'}`}
              title="Pick the swatch's shade"
              value={pickerValue(shown ?? UNKNOWN_COLOUR_HEX)}
              disabled={!shown || isCopiedColour(index, variant)}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                setValue(`variants.${index}.colorHexCode`, event.target.value, { shouldDirty: true })
              }
              sx={{
                width: 20,
                height: 20,
                flex: 'none',
                mr: 1,
                p: 0,
                border: 1,
                borderColor: 'divider',
                borderRadius: '50%',
                overflow: 'hidden',
                bgcolor: 'transparent',
                cursor: 'pointer',
                '&::-webkit-color-swatch-wrapper': { p: 0 },
                '&::-webkit-color-swatch': { border: 'none', borderRadius: '50%' },
                '&:disabled': { cursor: 'default', opacity: shown ? 1 : 0.4 },
              }}
            />
          </InputAdornment>
        ),
      }}
    />
  );
}

function ProductFields() {
  return (
    <SimpleForm defaultValues={{ variants: [FIRST_VARIANT], isBestSeller: false, images: [] }}>
      <TextInput source="name" label="Product Name" validate={requiredName} fullWidth />
      <CategoryCascade />
      <Suspense fallback={<Skeleton variant="rounded" height={140} />}>
        <HtmlInput source="description" label="Description" />
      </Suspense>
      <BooleanInput source="isBestSeller" label="Best seller" />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput
          source="hsnCode"
          label="HSN code"
          validate={validHsn}
          parse={emptyAsNull}
          helperText="Empty: the category's"
        />
        <NumberInput
          source="gstRate"
          label="GST rate %"
          min={0}
          max={MAX_GST_RATE}
          step={0.01}
          validate={validGstRate}
          helperText="Empty: the category's rate for the price"
        />
      </Box>
      <ArrayInput source="variants" label="Variants" validate={variantsProblem}>
        <SimpleFormIterator inline disableReordering disableClear addButton={<AddVariantButton />}>
          <ColorInput />
          <TextInput source="size" label="Size" validate={requiredSize} />
          <NumberInput source="stock" label="Stock" min={0} step={1} validate={wholeStock} />
          <NumberInput
            source="originalPrice"
            label="Original Price *"
            min={0}
            step={0.01}
            validate={originalCoversDiscount}
          />
          <NumberInput
            source="discountPrice"
            label="Discount Price"
            min={0}
            step={0.01}
            validate={discountWithinOriginal}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <PicturesInput source="images" label="Images" validate={productImagesProblem} helperText="1 to 10 images" />
      {/* Above the toolbar: the admin sees the pictures go while the Save button spins. */}
      <UploadProgress inline />
    </SimpleForm>
  );
}

export function ProductCreate() {
  return (
    <Create
      title="Add product"
      mutationOptions={useSaveFeedback('product', 'Product added successfully!', 'Failed to save product.')}
    >
      <ProductFields />
    </Create>
  );
}

export function ProductEdit() {
  return (
    <Edit
      title="Edit product"
      mutationMode="pessimistic"
      mutationOptions={useSaveFeedback('product', 'Product updated successfully!', 'Failed to save product.')}
      actions={
        <TopToolbar>
          <ListButton />
          <HistoryButton entity="product" />
        </TopToolbar>
      }
    >
      <ProductFields />
    </Edit>
  );
}
