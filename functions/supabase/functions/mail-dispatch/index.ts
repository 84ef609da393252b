import { serveMailDispatch } from '../_shared/functions.js';

serveMailDispatch();
