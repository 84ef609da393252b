/** The names islands are marked with in a page's markup, from the page contract (the early script reads them too). */
export {
  islandAttribute,
  islandIdAttribute,
  islandLiveAttribute,
  islandPropsAttribute,
} from 'shared-data/page';
