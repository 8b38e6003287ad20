import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor resolve as soon as their condition holds; the limit only matters when a loaded CI
// machine is slow to get there (testing-library's 1 s default made a test fail there once).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
