import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { UploadProgress } from '../upload/UploadProgress';
import { AdminMenu } from './AdminMenu';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    // react-admin lets wide tables widen the whole page; on a phone they scroll inside their card instead.
    <Layout
      menu={AdminMenu}
      sx={{ minWidth: 0, '& .RaLayout-content, & .RaList-main, & .RaList-content': { minWidth: 0 } }}
    >
      <UploadProgress />
      {children}
    </Layout>
  );
}
