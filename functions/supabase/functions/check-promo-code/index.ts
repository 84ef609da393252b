import { serveFunction } from '../_shared/serve.ts';

serveFunction('check-promo-code');
