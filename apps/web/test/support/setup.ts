import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only with vitest's globals, which this project does not use.
afterEach(cleanup);
