import { showStartFailure } from './start-failure';

// The async boundary: the shared modules are negotiated before the shell's code runs. A start chunk that does not
// arrive leaves the visitor the same way out as a start that fails.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch(showStartFailure);
