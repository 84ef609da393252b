import { main } from '../functions/src/admin-commands/cli';

/** `npm run admin -- <command>`: the functions' admin CLI (leads, CSV export, order confirmation). */
process.exitCode = await main();
