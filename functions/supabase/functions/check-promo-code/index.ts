import { serveFunction } from '../_shared/functions.js';

serveFunction('check-promo-code');
