import { lazy, Suspense } from 'react';
import { CATEGORY_MESSAGES, gstRuleProblem, MAX_GST_RATE } from '@satchel/shared';
import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogTitle, IconButton, Skeleton, useMediaQuery, type Theme } from '@mui/material';
import {
  ArrayInput,
  Create,
  NumberInput,
  SimpleFormIterator,
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { useMatch, useNavigate } from 'react-router-dom';
import { HistoryButton } from '../audit-log/HistoryButton';
import { filledIn, useSaveFeedback } from '../lib/forms';
import { emptyAsNull, validHsn } from '../lib/gst';
import { PicturesInput } from '../upload/PicturesInput';
import { picturesBetween } from '../upload/sendMultipart';
import { UploadProgress } from '../upload/UploadProgress';
import { categoryNameAsTyped, gstSlabOf } from './categoryFormData';
import { categoryPaths, parentChoices, type CategoryRecord } from './categoryTree';
import { useAllCategories } from './useAllCategories';

// The editor (tiptap) loads when a form first shows it, not with the list behind it.
const HtmlInput = lazy(() => import('../lib/HtmlInput'));

const requiredName = filledIn(CATEGORY_MESSAGES.nameRequired);

/** docs/product.md §5: exactly one image. */
export const oneImage = picturesBetween(1, 1, CATEGORY_MESSAGES.imageRequired, CATEGORY_MESSAGES.imageTooMany);

function ParentInput() {
  const record = useRecordContext<CategoryRecord>();
  const { data = [], isPending } = useAllCategories();
  // Not under itself or one of its own subcategories, nor deeper than categories may nest.
  const choices = categoryPaths(parentChoices(data, record));
  return (
    <SelectInput
      // Mounted afresh once the categories are in: a stored parent never meets an empty list of choices.
      key={isPending ? 'loading' : 'loaded'}
      source="parentId"
      label="Parent category"
      choices={choices}
      isPending={isPending}
      emptyText="None (top level)"
    />
  );
}

/** The HSN code and GST rule its products take unless they have their own (docs/product.md §17). */
function GstFields() {
  return (
    <>
      <TextInput
        source="hsnCode"
        label="HSN code"
        validate={validHsn}
        parse={emptyAsNull}
        helperText="4, 6 or 8 digits, e.g. 4202 for handbags; sub-categories and products take it unless they have their own"
      />
      <ArrayInput
        source="gstRule"
        label="GST rate"
        validate={validRule}
        helperText="One slab for a flat rate; slabs by the price of one piece, rising, the last without a limit"
      >
        <SimpleFormIterator inline disableReordering>
          <NumberInput source="upTo" label="Up to ₹ a piece (empty: above)" min={0} />
          <NumberInput source="rate" label="Rate %" min={0} max={MAX_GST_RATE} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

const validRule = (value: unknown) =>
  Array.isArray(value) && value.length ? gstRuleProblem(value.map(gstSlabOf)) : undefined;

function CategoryFields() {
  return (
    // Save only: a category is deleted from the tree, with its confirmation.
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput source="name" label="Category name" validate={requiredName} parse={categoryNameAsTyped} fullWidth />
      <ParentInput />
      <Suspense fallback={<Skeleton variant="rounded" height={140} />}>
        <HtmlInput source="description" label="Description" />
      </Suspense>
      <PicturesInput source="uploads" label="Image" validate={oneImage} helperText="One image" />
      <GstFields />
      {/* Above the toolbar: the admin sees the image go while the Save button spins. */}
      <UploadProgress inline />
    </SimpleForm>
  );
}

/** docs/product.md §2: the create form, shown in a dialog over the category tree (see CategoryDialog). */
export function CategoryCreate() {
  return (
    <Create
      resource="category"
      component="div"
      // The dialog has its heading; a title here joined the list's in the app bar ("CategoriesCreate category").
      title={false}
      mutationOptions={useSaveFeedback('category', 'Category saved successfully!', 'Failed to save category.')}
    >
      <CategoryFields />
    </Create>
  );
}

/** The edit form of category `id`, shown in a dialog over the category tree. */
export function CategoryEdit({ id }: { id?: string }) {
  return (
    <Edit
      resource="category"
      id={id}
      component="div"
      actions={
        <TopToolbar>
          <HistoryButton entity="category" />
        </TopToolbar>
      }
      title={false}
      mutationMode="pessimistic"
      mutationOptions={useSaveFeedback('category', 'Category updated successfully!', 'Failed to save category.')}
    >
      <CategoryFields />
    </Edit>
  );
}

/**
 * docs/product.md §2: creating and editing a category happen in a modal over the tree, and each
 * keeps its address (/category/create, /category/{id}), so it can be linked to and reloaded.
 */
export function CategoryDialog() {
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const listPath = createPath({ resource: 'category', type: 'list' });
  const creating = useMatch(`${listPath}/create`);
  const editing = useMatch(`${listPath}/:id`);
  const id = creating ? undefined : editing?.params.id;
  const close = () => navigate(listPath);
  return (
    <Dialog
      open={Boolean(creating || id)}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="category-dialog-title"
    >
      <DialogTitle id="category-dialog-title" sx={{ pr: 6 }}>
        {creating ? 'Create category' : 'Edit category'}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {creating && <CategoryCreate />}
      {id && <CategoryEdit key={id} id={id} />}
    </Dialog>
  );
}
