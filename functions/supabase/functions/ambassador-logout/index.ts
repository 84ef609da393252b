import { serveFunction } from '../_shared/serve.ts';

serveFunction('ambassador-logout');
