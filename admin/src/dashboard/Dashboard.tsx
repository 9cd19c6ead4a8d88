import { Alert, Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useBasename, useGetIdentity } from 'react-admin';
import { Link } from 'react-router-dom';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { api } from '../api/client';
import type { components } from '@satchel/shared/web';
import { formatRupees, formatWholeRupees } from '@satchel/shared';

type Summary = components['schemas']['DashboardDto'];

/** The revenue axis: rupees with Indian grouping (₹1,20,000), no paise. */

interface Tile {
  label: string;
  value: string;
  to: string;
}

/** docs/product.md §13: the product's tiles, data-driven, plus Customers; each leads to its page. */
export function dashboardTiles(summary: Summary): Tile[] {
  const pending = encodeURIComponent(JSON.stringify({ deliveryStatus: 'PENDING' }));
  return [
    { label: 'Category', value: String(summary.categories), to: '/category' },
    { label: 'Product', value: String(summary.products), to: '/product' },
    { label: 'Order', value: `${summary.pendingOrders} pending`, to: `/order?filter=${pending}` },
    { label: 'Company', value: summary.companyName || 'Not set yet', to: '/company' },
    { label: 'Customers', value: String(summary.customers), to: '/customer' },
    { label: 'Returns', value: `${summary.openReturns} to handle`, to: '/returns' },
  ];
}

export function Dashboard() {
  const basename = useBasename();
  const { identity } = useGetIdentity();
  const [summary, setSummary] = useState<Summary>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .GET('/api/admin/dashboard')
      .then(({ data }) => live && (Array.isArray(data?.days) ? setSummary(data) : setFailed(true)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <Typography variant="h5" component="h1" gutterBottom>
        Welcome, {identity?.fullName ?? 'admin'}
      </Typography>
      {failed && <Alert severity="error">Something went wrong</Alert>}
      {summary && (
        <>
          <Grid container spacing={2}>
            {dashboardTiles(summary).map((tile) => (
              <Grid key={tile.label} size={{ xs: 12, sm: 6, md: 4, lg: 2 }}>
                <Card>
                  <CardActionArea component={Link} to={`${basename}${tile.to}`}>
                    <CardContent>
                      <Typography color="text.secondary" component="h2" variant="subtitle2">
                        {tile.label}
                      </Typography>
                      <Typography variant="h5" component="p" noWrap>
                        {tile.value}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <Typography component="h2" variant="h6" gutterBottom>
                Orders and revenue, last 30 days
              </Typography>
              <Box sx={{ width: '100%', height: 320 }} aria-label="Orders and revenue per day" role="img">
                <ResponsiveContainer>
                  <ComposedChart data={summary.days} margin={{ left: 16, right: 16 }}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="date" tickFormatter={(date: string) => date.slice(5)} />
                    <YAxis yAxisId="orders" allowDecimals={false} />
                    <YAxis
                      yAxisId="revenue"
                      orientation="right"
                      width={88}
                      tickFormatter={(v: number) => formatWholeRupees(v)}
                    />
                    <Tooltip
                      formatter={(value, name) => (name === 'Orders' ? String(value) : formatRupees(Number(value)))}
                    />
                    <Legend />
                    <Bar yAxisId="orders" dataKey="orders" name="Orders" fill="#8d6e63" />
                    <Line yAxisId="revenue" dataKey="revenue" name="Revenue" stroke="#1565c0" dot={false} />
                    <Line yAxisId="revenue" dataKey="tax" name="GST included" stroke="#2e7d32" dot={false} />
                    <Line
                      yAxisId="revenue"
                      dataKey="codeDiscounts"
                      name="Discount codes"
                      stroke="#c62828"
                      dot={false}
                    />
                    <Line yAxisId="revenue" dataKey="refunds" name="Refunds" stroke="#6a1b9a" dot={false} />
                  </ComposedChart>
                </ResponsiveContainer>
              </Box>
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
