import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Screens load lazily; on a busy 2-core CI machine the first import of a
// page can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// Blueprint's tooltips and popovers open and close on timers (hover delays up
// to 300 ms) that can outlive the component a test clicked through; one firing
// after the file's jsdom is gone throws 'window is not defined' and fails the
// run. Let them fire while the window still exists.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 500)));
