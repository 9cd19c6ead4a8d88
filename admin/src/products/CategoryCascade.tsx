import { categoryChain, PRODUCT_MESSAGES } from '@satchel/shared';
import { MenuItem, Stack, TextField } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';
import type { CategoryRecord } from '../categories/categoryTree';
import { useAllCategories } from '../categories/useAllCategories';

const requiredCategory = (value: unknown) => (value ? undefined : PRODUCT_MESSAGES.categoryRequired);

/** The chain from the top level down to a category. */
export function pathTo(categories: CategoryRecord[], id: number | null | undefined): CategoryRecord[] {
  return categoryChain(new Map(categories.map((category) => [category.id, category])), id);
}

/** docs/product.md §2: a category select plus cascading subcategory selects; the deepest choice is saved. */
export function CategoryCascade() {
  const { data: categories = [] } = useAllCategories();
  const { field, fieldState, formState, isRequired } = useInput({ source: 'categoryId', validate: requiredCategory });
  const path = pathTo(categories, field.value as number | null);
  const levels = [null, ...path.map((category) => category.id)];
  const problem = fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, width: '100%' }}>
      {levels.map((parentId, depth) => {
        const options = categories.filter((category) => category.parentId === parentId);
        // The top-level select always shows (its message included); a subcategory select only when there are some.
        if (!options.length && depth > 0) return null;
        return (
          <TextField
            key={parentId ?? 'top'}
            select
            label={depth === 0 ? 'Category' : 'Subcategory'}
            required={depth === 0 && isRequired}
            value={path[depth]?.id ?? ''}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? (parentId ?? null) : Number(event.target.value))
            }
            onBlur={field.onBlur}
            error={depth === 0 && Boolean(problem)}
            // react-admin wraps validator messages for translation: its helper text unwraps them.
            helperText={depth === 0 && problem ? <InputHelperText error={problem} /> : undefined}
            sx={{ minWidth: 200 }}
          >
            {depth > 0 && <MenuItem value="">None</MenuItem>}
            {options.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Stack>
  );
}
