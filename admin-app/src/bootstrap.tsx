import { renderStandalone } from 'shared-ui';
import { definition } from './definition';

renderStandalone(definition);
