import { Title } from 'react-admin';

/** SPEC §2 /admin/legal: privacy-policy and terms-conditions tabs. */
export function LegalPagesPage() {
  return <Title title="Legal pages" />;
}
