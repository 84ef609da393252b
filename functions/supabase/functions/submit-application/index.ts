import { serveFunction } from '../_shared/functions.js';

serveFunction('submit-application');
