import { Component, type ComponentType, lazy, type ReactNode } from 'react';
import { type LoadOnce, loadPageBooks, pageBooksLoaded } from 'shared-data/site';

/** A component whose code is fetched on first render; `preload` fetches it ahead (hover, focus, before hydration). */
export type LazyComponent<Props> = ComponentType<Props> & { preload: () => Promise<unknown> };

type Loaded<Props> = { default: ComponentType<Props> };

/** The props of a component type. */
type PropsOf<Type> = Type extends ComponentType<infer Props> ? Props : never;

/** How many times a visitor asked to try failed loads again; a lazy that failed before the last ask tries again. */
let retries = 0;

/**
 * The one way shared-ui and the apps load code on demand: `React.lazy` over a module fetched once (`loadOnce`), so
 * Suspense shows a fallback while it arrives and the server renders it like any component (it loads the module
 * first). A module already there renders at once, without suspending (React takes a thenable that resolves
 * synchronously), so a preloaded part hydrates in the same pass as its page. React keeps a lazy's failure, so after
 * a failed load a new lazy takes its place, but only once the visitor asked to try again (`LoadBoundary`'s retry):
 * re-rendering on its own would fetch again and again while the network is down.
 */
export function lazyComponent<Module extends Record<Name, unknown>, Name extends keyof Module & string>(
  code: LoadOnce<Module>,
  name: Name,
): LazyComponent<PropsOf<Module[Name]>> {
  type Props = PropsOf<Module[Name]>;
  const pick = (module: Module): Loaded<Props> => ({
    default: module[name] as unknown as ComponentType<Props>,
  });
  let failedAt: number | undefined;
  // The module, then the books of the packages its code defined (a form's texts come with the form's code).
  const load = async () => {
    const module = await code.load();
    await loadPageBooks();
    return module;
  };
  const create = () =>
    lazy<ComponentType<Props>>(() => {
      const ready = code.ifLoaded();
      // The code renders at once when it and the texts it brought in the page's language are there.
      if (ready && pageBooksLoaded()) {
        const resolved: PromiseLike<Loaded<Props>> = {
          // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is how React.lazy renders loaded code at once.
          then: (onLoaded) => onLoaded?.(pick(ready)) as never,
        };
        return resolved as Promise<Loaded<Props>>;
      }
      return load().then(pick, (error: unknown) => {
        failedAt = retries;
        throw error;
      });
    });
  let current = create();
  const Lazy = ((props: Props) => {
    if (failedAt !== undefined && failedAt !== retries) {
      failedAt = undefined;
      current = create();
    }
    const Current = current as unknown as ComponentType<object>;
    return <Current {...(props as object)} />;
  }) as LazyComponent<Props>;
  Lazy.displayName = `Lazy(${name})`;
  Lazy.preload = load;
  return Lazy;
}

/** Whether an error is a failed fetch of code (a chunk that did not arrive), not a bug in it. */
const isLoadError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /loading chunk|failed to fetch|importing a module script failed/i.test(error.message));

interface LoadBoundaryProps {
  children: ReactNode;
  /** What shows instead when the code did not arrive; `retry` renders the children again, which fetches it again. */
  failed: (retry: () => void) => ReactNode;
}

/** Catches a lazy part's failed load and shows `failed`; any other error goes on up. */
export class LoadBoundary extends Component<LoadBoundaryProps, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!isLoadError(error)) throw error;
    return this.props.failed(() => {
      retries += 1;
      this.setState({ error: undefined });
    });
  }
}
