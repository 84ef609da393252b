import { createAppLifecycles } from 'shared-ui';
import { definition } from './definition';

export const { bootstrap, mount, unmount } = createAppLifecycles(definition);
