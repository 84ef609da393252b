import { serveFunction } from '../_shared/serve.ts';

serveFunction('referral-info');
