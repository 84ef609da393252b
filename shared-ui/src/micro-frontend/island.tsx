import { type ComponentType, createContext, type ReactNode, useContext, useId } from 'react';
import { loadOnce } from 'shared-data/site';
import { islandAttribute, islandIdAttribute, islandPropsAttribute } from './island-attributes';
import { type LazyComponent, lazyComponent } from './lazy-component';
import { WithStore } from './page-store';

export {
  islandAttribute,
  islandIdAttribute,
  islandLiveAttribute,
  islandPropsAttribute,
} from './island-attributes';

/**
 * Islands: the parts of a server-rendered page a visitor can act on. The server renders each one in place inside an
 * element that names it and carries its props; the browser hydrates each on its own root when it is needed, and the
 * rest of the page never loads its code.
 */

/** Props an island can take: what survives JSON (the server writes them into the page; the browser reads them back). */
export type IslandProps = Record<string, unknown>;

/** An island's component where pages use it, with its name and its code loader. */
export type Island<Props extends IslandProps> = ComponentType<Props> & {
  islandName: string;
  /** Reads the page's store from its first render: the store loads with its code, before it hydrates. */
  store: boolean;
  /** The page's main content, in its first screen: the page's HTML names what its markup needs to hydrate. */
  firstScreen: boolean;
  /**
   * The form of a dialog the page renders closed: the page's HTML does not name its code, which is fetched when the
   * dialog opens (the island comes into view) or the visitor reaches for it. The dialog itself opens without it.
   */
  inDialog: boolean;
  /** The island's component, loaded on first render or by `preload`. */
  Component: LazyComponent<Props>;
};

/** The props of a component type. */
type PropsOf<Type> = Type extends ComponentType<infer Props> ? Props : never;

/**
 * Where the server's page render leaves an island: its id in the page and the marker its element holds until the
 * island, rendered on a root of its own, takes the marker's place (`createPageRenderer` in `shared-ui/server`).
 */
export interface IslandSlot {
  id: string;
  /** A comment holding the render's own random token: no content of the page can hold it. */
  marker: string;
}

/**
 * How an island renders where a page uses it:
 * - `collect` (the server's page render): its element, naming the island and carrying its props and id, with the
 *   slot's marker inside;
 * - `inside` (the island's own root, on the server and in the browser): the component alone, as the root's element
 *   is the island's element;
 * - none (a page the browser renders whole): the component inside its element, so the page looks the same.
 */
export type IslandRendering =
  | {
      mode: 'collect';
      /** Records an island met by the page render and returns its slot. */
      collect: (key: string, name: string, props: IslandProps) => IslandSlot;
    }
  | { mode: 'inside' };

export const IslandRenderingContext = createContext<IslandRendering | undefined>(undefined);

/** Inside an island's own root: islands nested in it render as part of it. */
const insideIsland: IslandRendering = { mode: 'inside' };

/**
 * Declares an island from a module's named export, in one statement of shared-ui's or its remote's `src/islands.ts`:
 * `export const PlanOrderButtonIsland = island(() => import(/* webpackChunkName: "PlanOrderButton" *\/
 * './features/plans/components/plan-order-button'), 'PlanOrderButton')`. The export's name is the island's name, its
 * chunk's name (the page's HTML names the island's code by it) and its key in the registry; `npm test` fails on a
 * chunk name that differs (`island-declarations.test.ts`). Pages render `<PlanOrderButtonIsland planId="start" />`.
 * `{ store: true }` marks an island that reads the page's store as it renders (`useAppSelector`, RTK Query hooks);
 * the others never load it, and a part of theirs that needs it later (a dialog, a sent form) loads it then.
 * `{ firstScreen: true }` marks an island that is its page's main content, seen at once (the ambassador's access
 * form): the page's HTML then names the form kit its form hydrates with, where an island further down fetches the
 * kit only as it hydrates. `{ inDialog: true }` marks the form of a dialog the page renders closed: its code (and the
 * store or form kit it needs) is not part of the page's first load, as the platform opens the dialog without it.
 */
export function island<Module extends Record<Name, ComponentType<never>>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
  {
    store = false,
    firstScreen = false,
    inDialog = false,
  }: { store?: boolean; firstScreen?: boolean; inDialog?: boolean } = {},
): Island<PropsOf<Module[Name]> & IslandProps> {
  type Props = PropsOf<Module[Name]> & IslandProps;
  const Component = lazyComponent(loadOnce(load), name) as unknown as LazyComponent<Props>;
  const Code = Component as unknown as ComponentType<IslandProps>;
  const Loaded = store
    ? (props: IslandProps) => (
        <WithStore>
          <Code {...props} />
        </WithStore>
      )
    : Code;
  const Marked = ((props: Props) => {
    const rendering = useContext(IslandRenderingContext);
    const key = useId();
    if (rendering?.mode === 'inside') return <Loaded {...props} />;
    if (rendering?.mode === 'collect') {
      const { id, marker } = rendering.collect(key, name, props);
      return (
        <div
          {...{
            [islandAttribute]: name,
            [islandPropsAttribute]: JSON.stringify(props),
            [islandIdAttribute]: id,
          }}
          // The marker is found by its token alone, whatever React's escaping of the attributes around it.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a comment the server's render writes itself.
          dangerouslySetInnerHTML={{ __html: marker }}
        />
      );
    }
    return (
      <div {...{ [islandAttribute]: name }}>
        <IslandRenderingContext.Provider value={insideIsland}>
          <Loaded {...props} />
        </IslandRenderingContext.Provider>
      </div>
    );
  }) as Island<Props>;
  Marked.displayName = `Island(${name})`;
  Marked.islandName = name;
  Marked.store = store;
  Marked.firstScreen = firstScreen;
  Marked.inDialog = inDialog;
  Marked.Component = Component;
  return Marked;
}

/** Every island a remote's pages may show, by name. */
export type IslandRegistry = ReadonlyMap<string, Island<IslandProps>>;

/** Wraps what an island's own root renders: nested islands render as its parts. */
export function IslandInside({ children }: { children: ReactNode }) {
  return <IslandRenderingContext.Provider value={insideIsland}>{children}</IslandRenderingContext.Provider>;
}
