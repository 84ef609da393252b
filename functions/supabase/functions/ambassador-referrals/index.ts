import { serveFunction } from '../_shared/functions.js';

serveFunction('ambassador-referrals');
