import { serveMailDispatch } from '../_shared/serve.ts';

serveMailDispatch();
