import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// react-admin renders slowly on a busy two-core CI machine (CI runs the suites side by side):
// give findBy/waitFor and each test room, so slowness cannot pass for a failure.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);
