/** A page's head: its title, its description and the keywords search engines read. */
export interface RouteMeta {
  title: string;
  description: string;
  keywords: readonly string[];
}
