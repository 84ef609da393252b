import { serveFunction } from '../_shared/serve.ts';

serveFunction('submit-application');
