// Starts a worker thread's TypeScript module. A worker does not inherit every way the server's own loader can
// be set up (tsx's command line, --import tsx, the test runner), so it registers tsx itself.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
