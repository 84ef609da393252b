import { Provider, useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './create-app-store';

/** Typed `useDispatch` for the app store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Typed `useSelector` for the app store. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store's provider (react-redux's), which comes with the store: a page loads it with the first part that reads it. */
export const StoreProvider = Provider;
