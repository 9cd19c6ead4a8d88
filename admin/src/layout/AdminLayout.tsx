import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { UploadProgress } from '../upload/UploadProgress';
import { AdminMenu } from './AdminMenu';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu}>
      <UploadProgress />
      {children}
    </Layout>
  );
}
