import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// react-admin renders slowly on a busy two-core CI machine (CI runs the suites side by side):
// give findBy/waitFor and each test room, so slowness cannot pass for a failure. The test's
// limit only stops a hang: in the machine's slow hours (three to five times slower) a list test
// paging through 42 rows took over 30 s beside the backend's suites.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(60_000);
