import { main } from '../functions/src/admin/cli';

/** `npm run admin -- <command>`: the functions' admin CLI (leads, CSV export, order confirmation). */
process.exitCode = await main();
