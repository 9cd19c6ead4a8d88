import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Card,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useCreatePath, useDelete, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { failureMessage } from '../lib/failureMessage';
import { CategoryDialog } from './CategoryForm';
import { categoryRows, plainText, type CategoryRecord } from './categoryTree';
import { useAllCategories } from './useAllCategories';

/** docs/product.md §8 'Failed to delete category', or the API's reason for a 409 (it still has products or subcategories). */
export function deleteFailureMessage(error: unknown): string {
  const fallback = 'Failed to delete category';
  return (error as { status?: number } | null)?.status === 409 ? failureMessage(error, fallback) : fallback;
}

// Phones have room for the number, the name and the actions only.
const DESCRIPTION_CELL = { display: { xs: 'none', sm: 'table-cell' } };

/** docs/product.md §2 /admin/category: a nested, numbered table with expand and collapse; its forms open over it. */
export function CategoryList() {
  const { data = [], isPending, error } = useAllCategories();
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [deleting, setDeleting] = useState<CategoryRecord | null>(null);
  const [remove, { isPending: isDeleting }] = useDelete();
  const notify = useNotify();
  const createPath = useCreatePath();

  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const confirmDelete = () => {
    const category = deleting;
    if (!category) return;
    remove(
      'category',
      { id: category.id, previousData: category },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`Deleted category: ${category.name}`, { type: 'error' }),
        // A 409 says why (it still has products or subcategories); anything else is the product's message.
        onError: (failure) => notify(deleteFailureMessage(failure), { type: 'error' }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const rows = categoryRows(data, expanded);
  return (
    // minWidth 0: a wide table scrolls inside the card instead of widening the page on phones.
    <Card sx={{ mt: 2, minWidth: 0 }}>
      <Title title="Categories" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <Button component={Link} to={createPath({ resource: 'category', type: 'create' })} startIcon={<AddIcon />}>
          Create New
        </Button>
      </Box>
      {error ? (
        <Typography color="error" sx={{ p: 2 }}>
          Failed to fetch categories
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Categories">
            <TableHead>
              <TableRow>
                <TableCell>S.No</TableCell>
                <TableCell>Category</TableCell>
                <TableCell sx={DESCRIPTION_CELL}>Description</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!isPending && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4} align="center">
                    No categories found
                  </TableCell>
                </TableRow>
              )}
              {rows.map(({ category, serial, depth, hasChildren }) => (
                <TableRow key={category.id} hover>
                  <TableCell>{serial}</TableCell>
                  <TableCell sx={{ pl: 2 + depth * 3 }}>
                    {hasChildren ? (
                      <IconButton
                        size="small"
                        onClick={() => toggle(category.id)}
                        aria-expanded={expanded.has(category.id)}
                        aria-label={`${expanded.has(category.id) ? 'Collapse' : 'Expand'} ${category.name}`}
                      >
                        {expanded.has(category.id) ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                      </IconButton>
                    ) : (
                      <Box component="span" sx={{ display: 'inline-block', width: 34 }} />
                    )}
                    {category.name}
                  </TableCell>
                  <TableCell sx={{ ...DESCRIPTION_CELL, maxWidth: 420 }}>
                    <Typography variant="body2" noWrap title={plainText(category.description)}>
                      {plainText(category.description)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      component={Link}
                      to={createPath({ resource: 'category', type: 'edit', id: category.id })}
                      aria-label={`Edit ${category.name}`}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton onClick={() => setDeleting(category)} aria-label={`Delete ${category.name}`}>
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={isDeleting}
        title="Delete category"
        content={`Are you sure you want to delete the category "${deleting?.name ?? ''}"?`}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      <CategoryDialog />
    </Card>
  );
}
