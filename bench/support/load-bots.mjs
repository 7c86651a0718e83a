// Worker entry: registers tsx in this thread, then runs the TypeScript bot worker.
import { register } from 'tsx/esm/api';
register();
await import('./load-bots.ts');
