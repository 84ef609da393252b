import { runSite } from './start';

/** `npm run dev`: the whole site from source, on the usual ports, reloading on change. */
runSite('dev').catch((error: Error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
