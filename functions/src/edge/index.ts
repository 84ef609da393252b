/** What a Supabase Edge entry imports, bundled into `functions/supabase/functions/_shared/functions.js`. */
export { serveFunction, serveMailDispatch } from './serve';
