import { serveFunction } from '../_shared/serve.ts';

serveFunction('admin-send-code');
