import { type ComponentType, Suspense } from 'react';
import type { LoadOnce } from 'shared-data/site';
import { LoadBoundary, lazyComponent } from 'shared-ui';
import { FormKitFailure } from './form-kit-failure';
import {
  type CoreFormKit,
  coreFormKitCode,
  type FormKit,
  formKitCode,
  formKitPartAttribute,
} from './form-kit-loader';

type PartName = keyof FormKit;

/**
 * An empty mark beside a part from beyond the kit's core, the same on the server and in the browser; a part of a kit
 * of its own names it (`kitName`), so its markup hydrates with that kit in place.
 */
const beyondCore = (kitName = '') => <span hidden {...{ [formKitPartAttribute]: kitName }} />;

function FormPart({
  Part,
  ready,
  core,
  kitName,
  props,
}: {
  Part: ComponentType<object>;
  ready: boolean;
  core: boolean;
  kitName: string | undefined;
  props: object;
}) {
  const part = <Part {...props} />;
  // With the kit in place (always on the server, and before a page with a form is hydrated) the part renders
  // without a boundary of its own: a form then hydrates as one piece, so a click on its button never finds its
  // fields still waiting.
  return (
    <>
      {core ? null : beyondCore(kitName)}
      <LoadBoundary failed={(retry) => <FormKitFailure onRetry={retry} />}>
        {ready ? part : <Suspense fallback={<span aria-busy="true" hidden />}>{part}</Suspense>}
      </LoadBoundary>
    </>
  );
}

/**
 * A part of a kit of form parts (`kit`) that renders in place once the kit has arrived; until then a busy marker.
 * A part from beyond the core (`core: false`) carries a mark that has its form hydrate with the whole kit, and with
 * the kit `kitName` names when it has one; `preload` fetches the kit ahead.
 */
export function kitFormPart<Kit extends Record<Name, unknown>, Name extends keyof Kit & string>(
  kit: LoadOnce<Kit>,
  name: Name,
  { core = false, kitName }: { core?: boolean; kitName?: string } = {},
): Kit[Name] & { preload: () => Promise<unknown> } {
  const Part = lazyComponent(kit, name) as unknown as ComponentType<object>;
  const render = (props: object) => (
    <FormPart Part={Part} ready={kit.ifLoaded() !== undefined} core={core} kitName={kitName} props={props} />
  );
  return Object.assign(render, { preload: kit.load }) as unknown as Kit[Name] & {
    preload: () => Promise<unknown>;
  };
}

/** A part of the form kit that renders in place once the kit has arrived; until then an empty busy marker. */
export const lazyFormPart = <Name extends PartName>(name: Name): FormKit[Name] =>
  kitFormPart(formKitCode, name);

/** A part of the kit's core (the form and its text fields): see lazyFormPart. */
export const lazyCoreFormPart = <Name extends keyof CoreFormKit>(name: Name): CoreFormKit[Name] =>
  kitFormPart(coreFormKitCode, name, { core: true });
