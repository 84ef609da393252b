import { serveFunction } from '../_shared/functions.js';

serveFunction('referral-info');
