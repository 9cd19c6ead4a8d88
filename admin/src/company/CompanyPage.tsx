import { Title } from 'react-admin';

/** SPEC §2 /admin/company. */
export function CompanyPage() {
  return <Title title="Company" />;
}
