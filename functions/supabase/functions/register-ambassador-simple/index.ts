import { serveFunction } from '../_shared/serve.ts';

serveFunction('register-ambassador-simple');
