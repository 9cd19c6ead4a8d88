import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  ImageList,
  ImageListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  Stack,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { ExportCatalogueButton } from './ExportCatalogueButton';
import { ImportCatalogueButton } from './ImportCatalogueButton';
import {
  CreateButton,
  DataTable,
  DeleteWithConfirmButton,
  EditButton,
  List,
  RecordContextProvider,
  SearchInput,
  TopToolbar,
  useExpanded,
  useListContext,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { countOf, formatRupees } from '@satchel/shared';
import { stockColour } from './productRules';

interface ProductRecord {
  id: number;
  name: string;
  category: { id: number; name: string };
  images: { id: number; url: string; filename: string }[];
  variants: {
    id: number;
    color: string;
    size: string;
    stock: number;
    originalPrice: number;
    discountPrice: number | null;
  }[];
}

export const PRODUCTS_PER_PAGE = 10;

/** docs/product.md §2: 'Showing x - y of total products'. */
export function showingText(page: number, perPage: number, count: number, total: number): string {
  if (!total) return 'Showing 0 - 0 of 0 products';
  const first = (page - 1) * perPage + 1;
  return `Showing ${first} - ${first + count - 1} of ${total} products`;
}

/** First, previous, next and last, with where the page stands. */
function ProductPagination() {
  const { page, perPage, total = 0, data = [], setPage, isPending } = useListContext();
  const last = Math.max(1, Math.ceil(total / perPage));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, p: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2">{isPending ? '' : showingText(page, perPage, data.length, total)}</Typography>
      <IconButton aria-label="First page" disabled={page <= 1} onClick={() => setPage(1)}>
        <FirstPageIcon />
      </IconButton>
      <IconButton aria-label="Previous page" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        <NavigateBeforeIcon />
      </IconButton>
      <IconButton aria-label="Next page" disabled={page >= last} onClick={() => setPage(page + 1)}>
        <NavigateNextIcon />
      </IconButton>
      <IconButton aria-label="Last page" disabled={page >= last} onClick={() => setPage(last)}>
        <LastPageIcon />
      </IconButton>
    </Box>
  );
}

function VariantsTable() {
  const product = useRecordContext<ProductRecord>();
  if (!product) return null;
  return (
    <Table size="small" aria-label={`Variants of ${product.name}`}>
      <TableHead>
        <TableRow>
          <TableCell>Colour</TableCell>
          <TableCell>Size</TableCell>
          <TableCell>Stock</TableCell>
          <TableCell>Price</TableCell>
          <TableCell>Discount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {product.variants.map((variant) => (
          <TableRow key={variant.id}>
            <TableCell>{variant.color}</TableCell>
            <TableCell>{variant.size}</TableCell>
            <TableCell>
              <Chip size="small" color={stockColour(variant.stock)} label={variant.stock} />
            </TableCell>
            <TableCell>{formatRupees(variant.originalPrice)}</TableCell>
            <TableCell>{variant.discountPrice ? formatRupees(variant.discountPrice) : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The Variants cell opens the row's sub-table (react-admin's own expand icon is hidden from assistive tech). */
function VariantsToggle() {
  const product = useRecordContext<ProductRecord>();
  const [expanded, toggle] = useExpanded('product', product?.id ?? 0);
  if (!product) return null;
  const count = product.variants.length;
  return (
    <Button
      size="small"
      onClick={toggle}
      aria-expanded={expanded}
      endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
    >
      {countOf(count, 'variant')}
    </Button>
  );
}

function GalleryButton() {
  const product = useRecordContext<ProductRecord>();
  const [open, setOpen] = useState(false);
  if (!product) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        View ({product.images.length})
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>{product.name}</DialogTitle>
        <DialogContent>
          <ImageList cols={3} gap={8}>
            {product.images.map((image, index) => (
              <ImageListItem key={image.id}>
                <img src={image.url} alt={`${product.name}, picture ${index + 1}`} loading="lazy" />
              </ImageListItem>
            ))}
          </ImageList>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function SerialNumber() {
  const product = useRecordContext<ProductRecord>();
  const { data = [], page, perPage } = useListContext<ProductRecord>();
  if (!product) return null;
  return <>{(page - 1) * perPage + data.findIndex((row) => row.id === product.id) + 1}</>;
}

function DeleteProductButton() {
  const notify = useNotify();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle="Delete product"
      mutationOptions={{
        onSuccess: () => notify('Product deleted successfully', { type: 'success' }),
        onError: () => notify('Failed to delete product', { type: 'error' }),
      }}
    />
  );
}

function ProductTable() {
  const { error } = useListContext();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // docs/product.md §8: the message stands in place of the table.
  if (error) return <Typography sx={{ p: 2 }}>Failed to fetch products</Typography>;
  if (small) return <ProductCards />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable rowClick={false} bulkActionButtons={false} expand={<VariantsTable />} expandSingle={false}>
        <DataTable.Col label="S.No" disableSort>
          <SerialNumber />
        </DataTable.Col>
        <DataTable.Col label="Category" disableSort render={(product: ProductRecord) => product.category.name} />
        <DataTable.Col source="name" label="Product" />
        <DataTable.Col label="Variants" disableSort>
          <VariantsToggle />
        </DataTable.Col>
        <DataTable.Col label="Images" disableSort>
          <GalleryButton />
        </DataTable.Col>
        <DataTable.Col label="Actions" disableSort>
          <EditButton />
          <DeleteProductButton />
        </DataTable.Col>
      </DataTable>
    </Box>
  );
}

/** On a phone: one card per product, its actions in reach (a table's last column would sit off-screen). */
function ProductCards() {
  const { data = [] } = useListContext<ProductRecord>();
  return (
    // Room below the last card: on a phone "Add product" floats over the bottom right corner.
    <Stack spacing={1} sx={{ p: 1, pb: 11 }}>
      {data.map((product) => (
        <RecordContextProvider key={product.id} value={product}>
          <Card variant="outlined" component="article" aria-label={product.name}>
            <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center', pb: 0 }}>
              {product.images[0] && (
                <Box
                  component="img"
                  src={product.images[0].url}
                  alt=""
                  sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" noWrap>
                  {product.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {product.category.name}
                </Typography>
              </Box>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
              <VariantsToggle />
              <GalleryButton />
              <EditButton />
              <DeleteProductButton />
            </CardActions>
            <ExpandedVariants />
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

/** The card's variants, shown while its Variants button is pressed. */
function ExpandedVariants() {
  const product = useRecordContext<ProductRecord>();
  const [expanded] = useExpanded('product', product?.id ?? 0);
  return expanded ? (
    <Box sx={{ overflowX: 'auto' }}>
      <VariantsTable />
    </Box>
  ) : null;
}

/** docs/product.md §2 /admin/product: 10 a page, paged by the API. */
export function ProductList() {
  return (
    <List
      title="Products"
      perPage={PRODUCTS_PER_PAGE}
      sort={{ field: 'id', order: 'DESC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Product name" />]}
      actions={
        <TopToolbar>
          <ExportCatalogueButton />
          <ImportCatalogueButton />
          <CreateButton label="Add product" />
        </TopToolbar>
      }
      pagination={<ProductPagination />}
      exporter={false}
    >
      <ProductTable />
    </List>
  );
}
