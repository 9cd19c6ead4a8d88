import { PRODUCT_MESSAGES } from '@satchel/shared';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import { Box, Button } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  BooleanInput,
  Create,
  Edit,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
} from 'react-admin';
import { filledIn, useSaveFeedback } from '../lib/forms';
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
  productImagesProblem,
  swatch,
} from './productRules';

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
  return (
    <TextInput
      source="color"
      label="Color"
      validate={colorProblem}
      readOnly={isCopiedColour(index, variant)}
      // A renamed colour no longer matches its stored swatch; a typed hex is its own swatch.
      onChange={() => setValue(`variants.${index}.colorHexCode`, null)}
      helperText="A name or a hex code such as #7b3f00"
      InputProps={{
        startAdornment: (
          <Box
            aria-hidden
            sx={{
              width: 18,
              height: 18,
              mr: 1,
              borderRadius: '50%',
              border: 1,
              borderColor: 'divider',
              bgcolor: swatch(variant?.color, variant?.colorHexCode),
            }}
          />
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
      <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
      <BooleanInput source="isBestSeller" label="Best seller" />
      <ArrayInput source="variants" label="Variants">
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
    >
      <ProductFields />
    </Edit>
  );
}
