import {
  Create,
  Edit,
  ImageField,
  ImageInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { failureMessage } from '../lib/failureMessage';
import { asPickedImages } from '../upload/sendMultipart';
import { UploadProgress } from '../upload/UploadProgress';
import { categoryNameAsTyped } from './categoryForm';
import { categoryPaths, subtreeIds, type CategoryRecord } from './categoryTree';
import { useAllCategories } from './useAllCategories';

const requiredName = (value: unknown) =>
  typeof value === 'string' && value.trim() ? undefined : 'Please fill the category name.';

/** SPEC §5: exactly one image. */
export function oneImage(value: unknown): string | undefined {
  const count = Array.isArray(value) ? value.length : value ? 1 : 0;
  if (count < 1) return 'Please upload at least 1 images.';
  if (count > 1) return 'You can upload a maximum of 1 images.';
  return undefined;
}

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
      <ImageInput
        source="uploads"
        label="Image"
        accept={{ 'image/*': [] }}
        multiple
        format={asPickedImages}
        validate={oneImage}
        helperText="One image"
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      {/* Above the toolbar: the admin sees the image go while the Save button spins. */}
      <UploadProgress inline />
    </SimpleForm>
  );
}

function useSaveFeedback(success: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: () => {
      notify(success, { type: 'success' });
      redirect('list', 'category');
    },
    onError: (error: unknown) => notify(failureMessage(error, 'Failed to save category.'), { type: 'error' }),
  };
}

export function CategoryCreate() {
  return (
    <Create title="Create category" mutationOptions={useSaveFeedback('Category saved successfully!')}>
      <CategoryFields />
    </Create>
  );
}

export function CategoryEdit() {
  return (
    <Edit
      title="Edit category"
      mutationMode="pessimistic"
      mutationOptions={useSaveFeedback('Category updated successfully!')}
    >
      <CategoryFields />
    </Edit>
  );
}
