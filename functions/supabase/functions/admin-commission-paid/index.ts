import { serveFunction } from '../_shared/functions.js';

serveFunction('admin-commission-paid');
