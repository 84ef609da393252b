import { serveFunction } from '../_shared/functions.js';

serveFunction('register-ambassador-simple');
