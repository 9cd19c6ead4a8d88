import { CATEGORY_MESSAGES } from '@satchel/shared';
import { Create, Edit, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { filledIn, useSaveFeedback } from '../lib/forms';
import { PicturesInput } from '../upload/PicturesInput';
import { picturesBetween } from '../upload/sendMultipart';
import { UploadProgress } from '../upload/UploadProgress';
import { categoryNameAsTyped } from './categoryFormData';
import { categoryPaths, subtreeIds, type CategoryRecord } from './categoryTree';
import { useAllCategories } from './useAllCategories';

const requiredName = filledIn(CATEGORY_MESSAGES.nameRequired);

/** docs/product.md §5: exactly one image. */
export const oneImage = picturesBetween(1, 1, CATEGORY_MESSAGES.imageRequired, CATEGORY_MESSAGES.imageTooMany);

function ParentInput() {
  const record = useRecordContext<CategoryRecord>();
  const { data = [], isPending } = useAllCategories();
  // A category cannot go under itself or one of its own subcategories.
  const excluded = record ? subtreeIds(data, record.id) : new Set<number>();
  const choices = categoryPaths(data.filter((category) => !excluded.has(category.id)));
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

function CategoryFields() {
  return (
    <SimpleForm>
      <TextInput source="name" label="Category name" validate={requiredName} parse={categoryNameAsTyped} fullWidth />
      <ParentInput />
      <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
      <PicturesInput source="uploads" label="Image" validate={oneImage} helperText="One image" />
      {/* Above the toolbar: the admin sees the image go while the Save button spins. */}
      <UploadProgress inline />
    </SimpleForm>
  );
}

export function CategoryCreate() {
  return (
    <Create
      title="Create category"
      mutationOptions={useSaveFeedback('category', 'Category saved successfully!', 'Failed to save category.')}
    >
      <CategoryFields />
    </Create>
  );
}

export function CategoryEdit() {
  return (
    <Edit
      title="Edit category"
      mutationMode="pessimistic"
      mutationOptions={useSaveFeedback('category', 'Category updated successfully!', 'Failed to save category.')}
    >
      <CategoryFields />
    </Edit>
  );
}
