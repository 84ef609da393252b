import { useEffect, useState } from 'react';
import { loadOnce } from 'shared-data/site';
import { useHydrated } from '../../micro-frontend/use-hydrated';

export { toastDurationMs } from './toast-texts';

type SonnerModule = typeof import('./sonner-toaster');
type Notice = (api: SonnerModule['sonnerToast']) => void;

const sonnerCode = loadOnce(() => import(/* webpackChunkName: "toaster" */ './sonner-toaster'));
let regionReady = false;
const queued: Notice[] = [];
const toasters = new Set<(module: SonnerModule) => void>();

/**
 * Loads the notifications code (sonner) once; every mounted Toaster then shows its region. Forms call it when
 * they load, so the live region is in place before their first notice.
 */
export async function loadToaster(): Promise<SonnerModule> {
  const module = await sonnerCode.load();
  for (const show of toasters) show(module);
  return module;
}

function flush() {
  regionReady = true;
  const api = sonnerCode.ifLoaded()?.sonnerToast;
  if (!api) return;
  for (const notice of queued.splice(0)) notice(api);
}

function raise(notice: Notice) {
  const sonner = sonnerCode.ifLoaded();
  if (regionReady && sonner) {
    notice(sonner.sonnerToast);
    return;
  }
  queued.push(notice);
  loadToaster().catch((error: unknown) => console.error('The toaster could not be loaded:', error));
}

export interface ToasterProps {
  /** Default `top-center` on every screen. */
  position?: 'top-center' | 'top-right' | 'bottom-center' | 'bottom-right';
}

/**
 * The notifications region (sonner): a polite live region labelled "Уведомления" that shows the toasts raised
 * with `toast`. Render it once per app, next to the app root; its code arrives with the first form or notice.
 */
export function Toaster({ position = 'top-center' }: ToasterProps) {
  const [module, setModule] = useState(sonnerCode.ifLoaded);
  useEffect(() => {
    if (module) return;
    toasters.add(setModule);
    return () => {
      toasters.delete(setModule);
    };
  }, [module]);
  // The server renders no region, so neither does hydration, even when another app has loaded sonner already.
  const hydrated = useHydrated();
  return hydrated && module ? <module.SonnerRegion position={position} onReady={flush} /> : null;
}

/** The one way forms and components tell the visitor how an action went; needs a `Toaster` in the app. */
export const toast = {
  /** A success notice, e.g. `toast.success('Заявка отправлена!', 'Мы свяжемся с вами…')`. */
  success(title: string, description?: string) {
    raise((api) => api.success(title, { description }));
  },
  /** A destructive notice, e.g. `toast.error('Ошибка отправки', 'Попробуйте еще раз…')`. */
  error(title: string, description?: string) {
    raise((api) => api.error(title, { description }));
  },
  /** Removes every toast, shown or waiting. */
  dismiss() {
    queued.length = 0;
    sonnerCode.ifLoaded()?.sonnerToast.dismiss();
  },
};
